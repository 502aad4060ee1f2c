import { isDatabaseUnavailable } from './errors';

const FIRST_RETRY_MS = 250;
/** The longest wait between two tries: a database that is back is used within this. */
const RETRY_CAP_MS = 2_000;

/**
 * Runs `work` until the database answers it, waiting 250 ms doubling to 2 s between tries while
 * it is out of reach (`onAway` hears each such failure). Any other error is thrown.
 */
export async function untilAnswered<T>(
  work: () => Promise<T>,
  onAway: (error: unknown) => void,
): Promise<T> {
  for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, RETRY_CAP_MS)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      onAway(error);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
