import Medusa from "@medusajs/js-sdk"
import { translateServerError } from "./error-text"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

/** The contract's error body (`@uuc/errors`). */
export type ApiError = { code: string; message: string; field?: string }

/**
 * A POST that keeps the error body: the js-sdk's FetchError drops `field`, which
 * the plan form needs to point at the wrong value.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  idempotencyKey?: string
): Promise<T> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: {
      "content-type": "application/json",
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  })
  const data = await res.json().catch(() => ({}))
  if (!res.ok) throw data as ApiError
  return data as T
}

export function errorMessage(e: unknown): string {
  const text =
    e && typeof e === "object" && "message" in e
      ? String((e as { message: unknown }).message)
      : String(e)
  return translateServerError(e, text)
}

/** A fresh Idempotency-Key per decision (money routes require one). */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
