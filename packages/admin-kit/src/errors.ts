import { getI18n } from "react-i18next"

/**
 * A server error in the staff member's language. The js-sdk keeps only the en-US
 * message, and each code has exactly one en-US message across the plugins (a check
 * enforces it), so the code is found from the message when the body's code is gone.
 * Translations: `uucErrors.<code>` in the members plugin's admin i18n.
 */
export function translateServerError(e: unknown, text: string): string {
  const i18n = getI18n()
  if (!i18n) return text
  let code =
    e && typeof e === "object" && "code" in e && typeof e.code === "string"
      ? e.code
      : undefined
  if (!code) {
    const english = i18n.getResource("en", "translation", "uucErrors") as
      Record<string, string> | undefined
    code = Object.entries(english ?? {}).find(([, m]) => m === text)?.[0]
  }
  return code && i18n.exists(`uucErrors.${code}`)
    ? i18n.t(`uucErrors.${code}`)
    : text
}

/**
 * An error's message (the contract's `message`, or the error as text), in the
 * staff member's language when the server's code has a translation.
 */
export function errorMessage(e: unknown): string {
  const text =
    e && typeof e === "object" && "message" in e
      ? String((e as { message: unknown }).message)
      : String(e)
  return translateServerError(e, text)
}
