/**
 * The one reply envelope of the site: what a handler returns and the adapter sends. A success is
 * the route's declared reply with its 2xx status; a refusal is `{success:false, error}` with the
 * spec's text (a form's refusal names its fields in `errors`; a 429 says when to retry).
 */
export interface RefusalBody {
  success: false;
  error?: string;
  /** Field -> text for a form the spec answers field by field (registration), or every text. */
  errors?: Record<string, string | string[]> | string[];
  /** A stable code for clients that act on the kind of refusal (staleUpdate, gameMoved, ...). */
  code?: string;
  retry_after?: number;
}

export interface Refusal {
  status: number;
  body: RefusalBody;
}

export type Answer<T> = { status: 200 | 201; body: T } | Refusal;

export const ok = <T>(body: T): Answer<T> => ({ status: 200, body });

export const refuse = (status: number, error: string): Refusal => ({
  status,
  body: { success: false, error },
});
