import Medusa from "@medusajs/js-sdk"
import { translateServerError } from "./error-text"

export { newIdempotencyKey } from "@uuc/admin-kit"

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

/** POST with an Idempotency-Key header. */
export function postOnce<T>(path: string, body: object, key: string) {
  return sdk.client.fetch<T>(path, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": key },
  })
}
