/** Computer players: `decide` picks a seat's next action from its view; levels easy, normal, hard. */
export { decide } from './decide.js';
export { AI_LEVELS, type AiLevel } from './levels.js';
export { remember, type SeatMemory } from './memory.js';
export type { SeenLine } from './seatLog.js';
