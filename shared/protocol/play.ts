// What the play screen and the server share about play calls without their schemas: the report
// and support texts. The schemas (zod) are in ./playCalls, which only the server and the tests
// load, so the play screen's chunk carries no zod.
export type { EngineCall, PlayActionName, PlayPayloads, SideCall } from './playCalls';

/** send-report `type`: what a player reports another for. */
export const REPORT_TYPES = [
  'Multiple accounts',
  'Secret alliance or teaming',
  'Abusive chat',
  'Deliberately throwing the game',
  'Other',
] as const;

/** ask-support `type`: what a player asks staff for. */
export const SUPPORT_TYPES = [
  'A player is not taking turns',
  'Suspected cheating',
  'The game is stuck or broken',
  'Other',
] as const;
