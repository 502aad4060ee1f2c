// Apart from ./account, which carries zod: every page's entry chunk (the live feed) needs these.

/** The close code of a room connection whose account may no longer use it (banned, suspended, signed out). */
export const ACCOUNT_CLOSED_CODE = 4401;
/** Sent to the connection just before that close, with the reason in full (a close frame holds 123 bytes). */
export const ACCOUNT_CLOSED_MESSAGE = 'account-closed';
/** What ACCOUNT_CLOSED_MESSAGE carries. */
export interface AccountClosed {
  error: string;
}
