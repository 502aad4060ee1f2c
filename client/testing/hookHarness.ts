/**
 * React's hooks for running a hook (or a component's body) once without a DOM: effects run at
 * once, state setters record what they were given, and `unmount` runs the effects' cleanups.
 * A test replaces React's hooks with these (`vi.mock('react', …)`) to drive the timers a hook
 * sets with fake timers; nothing re-renders.
 */

const cleanups: (() => void)[] = [];
/** Every value a state setter was called with, in order. */
export const stateUpdates: unknown[] = [];

export const hookStubs = {
  useState<T>(initial: T | (() => T)) {
    const value = typeof initial === 'function' ? (initial as () => T)() : initial;
    return [value, (next: unknown) => void stateUpdates.push(next)] as const;
  },
  useEffect(effect: () => void | (() => void)) {
    const cleanup = effect();
    if (typeof cleanup === 'function') cleanups.push(cleanup);
  },
  useCallback<T>(callback: T): T {
    return callback;
  },
  useMemo<T>(factory: () => T): T {
    return factory();
  },
  useRef<T>(current: T) {
    return { current };
  },
};

/** Runs every cleanup of the effects run so far, and forgets the recorded state updates. */
export function unmount(): void {
  while (cleanups.length > 0) cleanups.pop()!();
  stateUpdates.length = 0;
}
