import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  selected: string;
  onSelect(id: string): void;
  label: string;
}

/** Accessible tabs (WAI-ARIA pattern): arrow keys move between tabs, one panel shown. */
export function Tabs({ tabs, selected, onSelect, label }: TabsProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((t) => t.id === current?.id);
    const next = tabs[(index + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-${next.id}`)}`)?.focus();
  };
  return (
    <div className="tabs">
      <div
        ref={list}
        className="tabs__list"
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.id === current?.id}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          id={`${baseId}-${current.id}-panel`}
          className="tabs__panel"
          role="tabpanel"
          aria-labelledby={`${baseId}-${current.id}`}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
