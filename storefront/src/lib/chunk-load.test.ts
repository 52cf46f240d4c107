import { afterEach, describe, expect, it, vi } from "vitest"
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  RELOAD_FLAG,
  loadChunk,
} from "./chunk-load"

function env(timeoutMs = CHUNK_TIMEOUT_MS) {
  const store = new Map<string, string>()
  return {
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    reload: vi.fn(),
    timeoutMs,
    store,
  }
}

describe("loadChunk", () => {
  afterEach(() => vi.useRealTimers())

  it("waits 120 s for a chunk", () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
  })

  it("answers the module and clears the reload flag", async () => {
    const e = env()
    e.store.set(RELOAD_FLAG, "1")
    await expect(loadChunk(async () => ({ ok: 1 }), e)).resolves.toEqual({
      ok: 1,
    })
    expect(e.store.has(RELOAD_FLAG)).toBe(false)
    expect(e.reload).not.toHaveBeenCalled()
  })

  it("reloads the page once when a chunk fails, then reports the failure", async () => {
    const e = env()
    const failing = () => Promise.reject(new TypeError("Failed to fetch"))
    let settled = false
    void loadChunk(failing, e).finally(() => (settled = true))
    await new Promise((r) => setTimeout(r, 0))
    expect(e.reload).toHaveBeenCalledTimes(1)
    expect(settled).toBe(false)
    await expect(loadChunk(failing, e)).rejects.toBeInstanceOf(ChunkLoadError)
    expect(e.reload).toHaveBeenCalledTimes(1)
  })

  it("gives up on a chunk that has not arrived after the time limit", async () => {
    vi.useFakeTimers()
    const e = env()
    e.store.set(RELOAD_FLAG, "1")
    const pending = loadChunk(() => new Promise(() => {}), e)
    const check = expect(pending).rejects.toThrow(/timed out after 120000 ms/)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    await vi.advanceTimersByTimeAsync(1)
    await check
  })
})
