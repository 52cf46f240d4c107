import { LOCALES, type Locale } from "@uuc/data"

/** The locales every piece of content is written in (@uuc/data's); en-US is the fallback. */
export { LOCALES, type Locale }
export const DEFAULT_LOCALE: Locale = "en-US"

/** Answers a supported locale for any input: exact, by language, else en-US. */
export function resolveLocale(input: unknown): Locale {
  if (typeof input !== "string" || !input) return DEFAULT_LOCALE
  const exact = LOCALES.find((l) => l.toLowerCase() === input.toLowerCase())
  if (exact) return exact
  const language = input.split(/[-_]/)[0].toLowerCase()
  return LOCALES.find((l) => l.split("-")[0] === language) ?? DEFAULT_LOCALE
}

/** Picks a translation for `locale`, falling back to en-US when it is missing or empty. */
export function pickTranslation<T extends object>(
  translations: Partial<Record<string, T>>,
  locale: Locale
): T | undefined {
  const own = translations[locale]
  if (
    own &&
    Object.values(own).some((v) => typeof v === "string" && v.trim())
  ) {
    return own
  }
  return translations[DEFAULT_LOCALE]
}

/**
 * The request's locale: Medusa's own middleware moves `?locale=` (or the
 * x-medusa-locale header) onto `req.locale` before our validators see the query.
 */
export function requestLocale(req: {
  locale?: string
  validatedQuery?: Record<string, unknown>
}) {
  return resolveLocale(req.locale ?? req.validatedQuery?.locale)
}
