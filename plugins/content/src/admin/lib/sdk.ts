import Medusa from "@medusajs/js-sdk"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

export const LOCALES = ["en-US", "pt-BR", "zh-CN"] as const
export type Locale = (typeof LOCALES)[number]

/** The contract's error body, or a generic message. */
export function errorMessage(e: unknown): string {
  if (
    e &&
    typeof e === "object" &&
    "message" in e &&
    typeof e.message === "string"
  ) {
    return e.message
  }
  return String(e)
}
