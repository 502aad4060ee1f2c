/** Display names of the option codes (DESIGN §5), shared by the lobby, its filters and the create page. */
export const GAME_TYPE_NAMES = [
  'Deathmatch',
  'Capitals',
  'Assassination',
  'Domination',
  'Capital Conquest',
  'Secret Mission',
  'Terminator',
  'King of the Hill',
] as const;
export const CARD_MODE_NAMES = ['Increasing', 'Fixed', 'Capped', 'No cards', 'Nuclear'] as const;
export const TURN_ORDER_NAMES = ['Sequential', 'Random', 'Simultaneous'] as const;
export const RANKING_MODE_NAMES = ['Winner takes all', 'Placement', 'Team'] as const;
export const FORTIFICATION_NAMES = ['None', 'Adjacent', 'Chained', 'Unlimited'] as const;
export const DICE_NAMES = ['Normal', 'Balanced'] as const;
export const JOIN_MANNER_NAMES = ['Random teams', 'Players choose a team'] as const;

/** "90 s", "5 min", "1 h", "2 days". */
export function turnTimeText(seconds: number): string {
  // Whole minutes only: 90 s must not read as "2 min" beside the real 2 min.
  if (seconds < 60 || (seconds < 3600 && seconds % 60 !== 0)) return `${seconds} s`;
  if (seconds < 3600) return `${seconds / 60} min`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h`;
  const days = Math.round(seconds / 86_400);
  return days === 1 ? '1 day' : `${days} days`;
}
