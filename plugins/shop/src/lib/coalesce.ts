/**
 * Turns a per-key call into batches: keys that arrive while the previous batch
 * runs (a burst of events) wait and go together in the next one; a key arriving
 * when nothing runs waits one turn of the event loop only. Every caller's
 * promise settles with its batch (a failure fails the whole batch's callers, who
 * may retry: the work must be idempotent).
 */
export function coalesce<K>(
  run: (keys: K[]) => Promise<void>
): (key: K) => Promise<void> {
  let open: Set<K> | null = null
  let openDone: Promise<void> = Promise.resolve()
  let last: Promise<unknown> = Promise.resolve()
  const turn = () => new Promise<void>((r) => setImmediate(r))
  return (key) => {
    if (!open) {
      const keys = new Set<K>()
      open = keys
      openDone = last.then(turn, turn).then(() => {
        if (open === keys) open = null
        return run([...keys])
      })
      last = openDone
    }
    open.add(key)
    return openDone
  }
}
