export const HASHING_BUSY_TEXT =
  'The server is busy checking other passwords. Try again in a few seconds.';

/** The refusal of a request that found no turn to hash its password (`retry_after` in seconds). */
export function hashingBusyReply() {
  return {
    status: 429,
    body: { success: false as const, error: HASHING_BUSY_TEXT, retry_after: 5 },
  };
}

/** How many password hashes may run at once, and how long a caller waits for its turn. */
export interface HashingBounds {
  perAddress: number;
  total: number;
  waitMs: number;
}

interface Waiter {
  address: string;
  admit: () => void;
}

/**
 * Bounds the password hashes a process computes at once, per address and in all. Each scrypt takes
 * 128 MiB and one of libuv's four threads: unbounded, a burst of logins or sign-ups takes the
 * memory and leaves file reads and lookups waiting. Callers beyond the bounds wait their turn in
 * arrival order; one that waits `waitMs` is refused, and its request is answered 429.
 */
export class HashingGate {
  private running = 0;
  private readonly runningPerAddress = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  /** Hashes started since the process began (the metrics, and the tests' count of scrypt calls). */
  computed = 0;

  constructor(private readonly bounds: HashingBounds) {}

  /** Runs `hash` once this address has a turn; `{ admitted: false }` when none came in time. */
  async run<T>(
    address: string,
    hash: () => Promise<T>,
  ): Promise<{ admitted: true; value: T } | { admitted: false }> {
    if (!(await this.turn(address))) return { admitted: false };
    this.computed++;
    try {
      return { admitted: true, value: await hash() };
    } finally {
      this.leave(address);
    }
  }

  private fits(address: string): boolean {
    return (
      this.running < this.bounds.total &&
      (this.runningPerAddress.get(address) ?? 0) < this.bounds.perAddress
    );
  }

  private enter(address: string) {
    this.running++;
    this.runningPerAddress.set(address, (this.runningPerAddress.get(address) ?? 0) + 1);
  }

  private turn(address: string): Promise<boolean> {
    // Whoever still waits is held by the total or by its own address's bound (`leave` admits the
    // rest), so a caller that fits now jumps no one it could have waited behind.
    if (this.fits(address)) {
      this.enter(address);
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        address,
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        resolve(false);
      }, this.bounds.waitMs);
      this.waiting.push(waiter);
    });
  }

  private leave(address: string) {
    this.running--;
    const left = (this.runningPerAddress.get(address) ?? 1) - 1;
    if (left > 0) this.runningPerAddress.set(address, left);
    else this.runningPerAddress.delete(address);
    // The first waiters that fit, in arrival order: an address at its bound does not hold up others.
    for (let i = 0; i < this.waiting.length && this.running < this.bounds.total;) {
      const waiter = this.waiting[i]!;
      if (!this.fits(waiter.address)) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.enter(waiter.address);
      waiter.admit();
    }
  }
}
