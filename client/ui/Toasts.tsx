import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_SHOWN } from '../../shared/constants';
import './toasts.css';

// Short-lived messages (specification, section 9: 2 s each, at most 6 shown).

export type ToastTone = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

/** Adds a toast to a list, dropping the oldest beyond the maximum shown. */
export function addToast(toasts: readonly Toast[], toast: Toast, max = TOAST_MAX_SHOWN): Toast[] {
  return [...toasts, toast].slice(-max);
}

interface ToastContextValue {
  show(text: string, tone?: ToastTone): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Toasts to show from the start (tests). */
  initial?: Toast[];
  durationMs?: number;
}

/** Holds the toasts and renders them in a live region over the page. */
export function ToastProvider({
  children,
  initial = [],
  durationMs = TOAST_DURATION_MS,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>(initial);
  const nextId = useRef(initial.length + 1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (text: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      setToasts((current) => addToast(current, { id, text, tone }));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, durationMs);
      timers.current.add(timer);
    },
    [dismiss, durationMs],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.tone}`}>
            <span className="toast__text">{toast.text}</span>
            <button
              type="button"
              className="toast__close"
              aria-label="Dismiss"
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows toasts; must be used under a ToastProvider. */
export function useToasts(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToasts must be used inside <ToastProvider>');
  return value;
}
