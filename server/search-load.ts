// What keeps searches from holding up pages under a flood (decision 0034), besides each client's
// allowance: a small cache of recent answers, and a server-wide share of the server's time that
// searches may take, whoever asks.

/** A map that keeps the `max` entries used most recently (none when `max` is 0). */
export class RecentCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: moved to the end, it is the last to go.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    if (this.#max <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) {
      this.#entries.delete(this.#entries.keys().next().value as K);
    }
  }
}

export interface TimeShare {
  /** Whether there is time left for some work now. */
  available(): boolean;
  /** Counts `ms` of work done against the share. */
  spend(ms: number): void;
}

/**
 * A token bucket of milliseconds: work may take `share` (0–1) of the time as it passes, and up
 * to `burstMs` at once after a rest. Work that overdraws it (a slow search) is paid back before
 * the next may start. A share of 1 or more is no limit.
 */
export function timeShare(
  share: number,
  burstMs: number,
  now: () => number = () => performance.now(),
): TimeShare {
  if (share >= 1) return { available: () => true, spend: () => {} };
  let tokens = burstMs;
  let last = now();
  return {
    available() {
      const time = now();
      tokens = Math.min(burstMs, tokens + (time - last) * share);
      last = time;
      return tokens > 0;
    },
    spend(ms) {
      tokens -= ms;
    },
  };
}
