import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** The buttons; the first one gets focus when the modal opens. */
  actions: ReactNode;
  /** Escape and the backdrop call this; without it the modal must be answered. */
  onClose?: () => void;
  tone?: 'default' | 'danger';
}

/** A modal dialog over the page: focus moves into it, Escape closes it when it may be closed. */
export function Modal({ title, children, actions, onClose, tone = 'default' }: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('.modal__actions button')?.focus();
  }, []);
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        ref={box}
        className={`modal modal--${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">{actions}</div>
      </div>
    </div>
  );
}
