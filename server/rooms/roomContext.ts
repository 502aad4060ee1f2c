import type { AppContext } from '../context';

// Colyseus builds rooms itself (from a class), so their shared dependencies are bound here once at start.
let bound: AppContext | undefined;

export function bindRoomContext(context: AppContext): void {
  bound = context;
}

export function roomContext(): AppContext {
  if (!bound) throw new Error('rooms used before bindRoomContext()');
  return bound;
}
