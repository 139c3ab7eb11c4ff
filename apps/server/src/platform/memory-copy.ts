/**
 * A value read from the database and kept in this instance's memory (docs/architecture.md "What an
 * instance keeps in memory"). It is answered from memory; once it is `maxAgeMs` old the next caller still
 * gets it and a read runs behind, so that a change no instance announced shows within about that time.
 * `invalidate()` drops it at once (a change this instance made, or one another instance announced through
 * platform/realtime.ts): the next caller waits for a fresh read. Callers share one read at a time, and a
 * read that began before an invalidation is given to those already waiting for it but never kept.
 */
export class MemoryCopy<T> {
  private kept: { value: T; readAt: number } | undefined;
  private reading: Promise<T> | undefined;
  /** Counts the invalidations, so a read can tell that one came while it ran. */
  private generation = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<T> {
    const kept = this.kept;
    if (!kept) return this.readOnce();
    // old: answered all the same, read again behind it (a failed read leaves it to the next caller)
    if (this.now() - kept.readAt >= this.maxAgeMs) this.readOnce().catch(() => undefined);
    return Promise.resolve(kept.value);
  }

  invalidate(): void {
    this.generation += 1;
    this.kept = undefined;
    this.reading = undefined;
  }

  private readOnce(): Promise<T> {
    this.reading ??= this.readAgain();
    return this.reading;
  }

  private async readAgain(): Promise<T> {
    const generation = this.generation;
    const readAt = this.now();
    try {
      const value = await this.read();
      if (generation === this.generation) this.kept = { value, readAt };
      return value;
    } finally {
      if (generation === this.generation) this.reading = undefined;
    }
  }
}
