/** `/navbar` (spec §3 "Navbar response") and `/notifications/remove`. */

export interface NotificationData {
  notification_id: number;
  /** The notification as an HTML fragment rendered on the server (text escaped). */
  html: string;
  kind: string;
  text: string;
  game_id: number | null;
  /** Where the notification leads when it is not a game (a private message's conversation). */
  url?: string | null;
  /** Seconds to show it; negative: it stays until dismissed. */
  timeout: number;
  /** ISO time. */
  created_at: string;
}

export interface NavbarResponse {
  success: true;
  numMessages: number;
  numTurns: number;
  numPendingLiveGames: number;
  numPendingLongTermGames: number;
  numNotifications: number;
  notifications: NotificationData[];
}
