/** What the end of a rated game did to one person in it (`results` of `GET /api/game/{id}`). */
export interface GameResult {
  user_id: number;
  username: string;
  rating_change: number;
  tokens_change: number;
}
