import Medusa from "@medusajs/js-sdk"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

/** The contract's error body (`@uuc/errors`). */
export type ApiError = { code: string; message: string; field?: string }

/**
 * A POST that keeps the error body: the js-sdk's FetchError drops `field`, which
 * the plan form needs to point at the wrong value.
 */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  const data = await res.json().catch(() => ({}))
  if (!res.ok) throw data as ApiError
  return data as T
}

export function errorMessage(e: unknown): string {
  if (e && typeof e === "object" && "message" in e)
    return String((e as { message: unknown }).message)
  return String(e)
}
