import { vi } from "vitest"

/** A token whose `exp` is ahead, so RequireMember lets member screens open. */
export const liveToken = () =>
  `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`

export type Call = { url: URL; method: string; headers: Headers; body: unknown }

/**
 * Replaces `fetch`: answers by method and path (404 otherwise); remembers every
 * call. A reply waits `delay` ms, or until `until` settles (a test that looks at
 * a screen while a request is in flight holds it so, whatever the machine's load).
 */
export function stubApi(
  answer: (call: Call) =>
    | {
        status?: number
        body: unknown
        delay?: number
        until?: Promise<unknown>
      }
    | undefined
) {
  const calls: Call[] = []
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: Call = {
        url: new URL(String(input)),
        method: init?.method ?? "GET",
        headers: new Headers(init?.headers),
        // multipart bodies stay FormData; JSON ones are parsed
        body:
          init?.body instanceof FormData
            ? init.body
            : init?.body
              ? JSON.parse(String(init.body))
              : undefined,
      }
      calls.push(call)
      const reply = answer(call) ?? {
        status: 404,
        body: { code: "not_found" },
      }
      if ("delay" in reply && reply.delay)
        await new Promise((r) => setTimeout(r, reply.delay))
      if ("until" in reply && reply.until) await reply.until
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "content-type": "application/json" },
      })
    })
  )
  return calls
}
