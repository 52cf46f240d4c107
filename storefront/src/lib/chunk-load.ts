// Loading a route's script chunk: a time limit (the spec's 120 s) and one automatic
// reload when a chunk fails, which is what happens after a new deployment replaced
// the files an open tab still refers to. A sessionStorage flag keeps it to once.

export const CHUNK_TIMEOUT_MS = 120_000
export const RELOAD_FLAG = "uuc.chunk-reloaded"

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ChunkLoadError"
  }
}

type Env = {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">
  reload: () => void
  timeoutMs: number
}

const browserEnv = (): Env => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  timeoutMs: CHUNK_TIMEOUT_MS,
})

/** Rejects when `promise` has not settled after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk load timed out after ${ms} ms`)),
      ms
    )
    promise.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e: unknown) => {
        clearTimeout(timer)
        reject(e)
      }
    )
  })
}

/**
 * Imports a chunk. On failure: the first time in this tab, reload the page (a fresh
 * index.html names the new chunks) and never settle; the second time, reject so the
 * error boundary shows "could not load" with a Reload button.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  env: Env = browserEnv()
): Promise<T> {
  try {
    const module = await withTimeout(importer(), env.timeoutMs)
    env.storage.removeItem(RELOAD_FLAG)
    return module
  } catch (e) {
    if (!env.storage.getItem(RELOAD_FLAG)) {
      env.storage.setItem(RELOAD_FLAG, "1")
      env.reload()
      return new Promise<T>(() => {})
    }
    throw e instanceof ChunkLoadError
      ? e
      : new ChunkLoadError(e instanceof Error ? e.message : String(e))
  }
}
