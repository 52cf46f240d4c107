import Medusa from "@medusajs/js-sdk"
import { translateServerError } from "./error-text"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

export const LOCALES = ["en-US", "pt-BR", "zh-CN"] as const
export type Locale = (typeof LOCALES)[number]

/** The contract's error body, or a generic message. */
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
