import { useEffect, useState, type ReactNode } from 'react';
import { PIN_COOKIE_MS } from '../../../../shared/constants';
import { readCookie, writeCookie } from '../../../ui/cookies';
import { useDraggable } from '../../../ui/useDraggable';
import './dialogs.css';

const PIN_COOKIE = 'play_dialog_pinned';

/** Pinned (docked under the map) or floating (dragged anywhere); the choice is kept in a cookie. */
export function usePinned(): [boolean, (pinned: boolean) => void] {
  const [pinned, setPinned] = useState(() => readCookie(PIN_COOKIE) !== '0');
  const set = (next: boolean) => {
    writeCookie(PIN_COOKIE, next ? '1' : '0', PIN_COOKIE_MS);
    setPinned(next);
  };
  return [pinned, set];
}

export interface FloatingDialogProps {
  title: string;
  children: ReactNode;
  /** Closing (the × button and Escape); absent for the forced move, which cannot be left. */
  onClose?: () => void;
  testId: string;
}

/** The frame of the troops and attack dialogs: a title bar to drag it by, pin and close. */
export function FloatingDialog({ title, children, onClose, testId }: FloatingDialogProps) {
  const [pinned, setPinned] = usePinned();
  const { offset, handle } = useDraggable();
  const style = pinned ? undefined : { transform: `translate(${offset.x}px, ${offset.y}px)` };
  // Escape closes it wherever the focus is (a tap on the map leaves it on the page's body).
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <section
      className={`play-dialog ${pinned ? 'play-dialog--pinned' : 'play-dialog--floating'}`}
      style={style}
      aria-label={title}
      data-testid={testId}
    >
      <header className="play-dialog__bar" {...(pinned ? {} : handle)}>
        <h2 className="play-dialog__title">{title}</h2>
        <button
          type="button"
          className="play-dialog__icon"
          aria-pressed={pinned}
          aria-label={pinned ? 'Unpin (float) this dialog' : 'Pin this dialog'}
          title={pinned ? 'Float' : 'Pin'}
          onClick={() => setPinned(!pinned)}
        >
          {pinned ? 'Float' : 'Pin'}
        </button>
        {onClose && (
          <button type="button" className="play-dialog__icon" aria-label="Close" onClick={onClose}>
            ×
          </button>
        )}
      </header>
      <div className="play-dialog__body">{children}</div>
    </section>
  );
}
