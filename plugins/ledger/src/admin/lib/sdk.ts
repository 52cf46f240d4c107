import Medusa from "@medusajs/js-sdk"
import { translateServerError } from "./error-text"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

/** The contract's error message, or a generic text. */
export function errorMessage(e: unknown): string {
  const text =
    e &&
    typeof e === "object" &&
    "message" in e &&
    typeof e.message === "string"
      ? e.message
      : String(e)
  return translateServerError(e, text)
}

/**
 * A fresh Idempotency-Key per submission: a retry of the same click (network
 * hiccup, double click) reuses it, a new submission gets a new one.
 */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/** POST with an Idempotency-Key header. */
export function postOnce<T>(path: string, body: object, key: string) {
  return sdk.client.fetch<T>(path, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": key },
  })
}
