/** One request's outcome in a group: its value, or the error it alone gets. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown }

type Waiting<I, O> = {
  item: I
  resolve: (value: O) => void
  reject: (error: unknown) => void
}

/**
 * Group commit: requests that arrive while `parallel` groups are in flight wait, and
 * the next free slot takes up to `max` of them as one group (`send`: one statement,
 * one commit). With a slot free a request leaves at once, alone: it never waits for
 * a timer, so a quiet server answers as fast as without grouping.
 *
 * In process memory on purpose: it holds no lock and counts nothing. Every rule
 * (balances, idempotency, lock order) is checked by PostgreSQL inside the group's
 * statement, so several server processes, each grouping its own requests, stay
 * correct; grouping only saves PostgreSQL's per-statement work.
 */
export class GroupCommit<I, O> {
  private readonly queue: Waiting<I, O>[] = []
  private inFlight = 0

  constructor(
    private readonly send: (items: I[]) => Promise<Settled<O>[]>,
    private readonly options: {
      max: number
      parallel: number
      /** Requests with the same key never share a group (one idempotency key). */
      keyOf?: (item: I) => string | undefined
    }
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject })
      this.pump()
    })
  }

  private pump() {
    while (this.inFlight < this.options.parallel && this.queue.length) {
      const group = this.take()
      this.inFlight++
      this.send(group.map((w) => w.item))
        .then(
          (settled) =>
            group.forEach((w, i) => {
              const s = settled[i]
              if (s?.ok) w.resolve(s.value)
              else w.reject(s ? s.error : new Error("group commit: no outcome"))
            }),
          (error: unknown) => group.forEach((w) => w.reject(error))
        )
        .finally(() => {
          this.inFlight--
          this.pump()
        })
    }
  }

  /** The oldest requests, up to `max`, a key's second request left for later. */
  private take(): Waiting<I, O>[] {
    const group: Waiting<I, O>[] = []
    const keys = new Set<string>()
    for (let i = 0; i < this.queue.length && group.length < this.options.max;) {
      const key = this.options.keyOf?.(this.queue[i].item)
      if (key !== undefined && keys.has(key)) {
        i++
        continue
      }
      if (key !== undefined) keys.add(key)
      group.push(...this.queue.splice(i, 1))
    }
    return group
  }
}
