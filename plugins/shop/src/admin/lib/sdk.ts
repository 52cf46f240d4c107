import Medusa from "@medusajs/js-sdk"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

/** The contract's error body (`@uuc/errors`). */
export type ApiError = { code?: string; message?: string; field?: string }

/**
 * A POST that keeps the error body (`{ code, message, field }`): the goods form
 * points at the field the server refused, which the js-sdk's FetchError drops.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {}
): Promise<T> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", ...headers },
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

/** One Idempotency-Key per staff action (a retried click keeps it). */
export const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
