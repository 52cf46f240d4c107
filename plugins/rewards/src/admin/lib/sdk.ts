import Medusa from "@medusajs/js-sdk"
import { postJson as kitPostJson } from "@uuc/admin-kit"
import { translateServerError } from "./error-text"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

/**
 * A POST that keeps the error body (the plan form points at the wrong value), with
 * the money routes' Idempotency-Key when given.
 */
export const postJson = <T>(
  path: string,
  body: unknown,
  idempotencyKey?: string
) =>
  kitPostJson<T>(
    path,
    body,
    idempotencyKey ? { "idempotency-key": idempotencyKey } : {}
  )

export function errorMessage(e: unknown): string {
  const text =
    e && typeof e === "object" && "message" in e
      ? String((e as { message: unknown }).message)
      : String(e)
  return translateServerError(e, text)
}

export { newIdempotencyKey, type ApiError } from "@uuc/admin-kit"
