import Medusa from "@medusajs/js-sdk"
import { translateServerError } from "./error-text"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

/** The contract's error text (`{ code, message }`), or the error as text. */
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
