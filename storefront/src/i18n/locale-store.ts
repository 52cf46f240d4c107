/** The supported locales, in the switcher's order. */
const SUPPORTED_LOCALES = ["en-US", "pt-BR", "zh-CN"] as const
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]
export const DEFAULT_LOCALE: SupportedLocale = "en-US"
export const STORAGE_KEY = "uuc.locale"

export function isSupportedLocale(locale: string): locale is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale)
}

/**
 * Shipped locales beyond the three required (Arabic, right to left, complete); a
 * key added later without its text here shows in en-US underneath. They follow
 * the three in the switcher.
 */
export const PARTIAL_LOCALES = ["ar"] as const
/** Every language the switcher offers. */
export const SWITCHER_LOCALES = [...SUPPORTED_LOCALES, ...PARTIAL_LOCALES]

/** Locales a test or a later feature registered at run time (e.g. an RTL one). */
const extra = new Set<string>(PARTIAL_LOCALES)
export function addKnownLocale(locale: string) {
  extra.add(locale)
}
export function isKnownLocale(locale: string) {
  return isSupportedLocale(locale) || extra.has(locale)
}

/** Maps a browser language such as "pt", "zh-Hans-CN" or "en-GB" onto a supported locale. */
export function matchLocale(input: string | null | undefined): string | null {
  if (!input) return null
  if (isKnownLocale(input)) return input
  const language = input.split(/[-_]/)[0].toLowerCase()
  const known = [...SUPPORTED_LOCALES, ...extra]
  return known.find((l) => l.split("-")[0].toLowerCase() === language) ?? null
}

/** The saved choice, else the browser's language if supported, else en-US. */
export function initialLocale(
  storage: Storage = localStorage,
  languages: readonly string[] = navigator.languages
) {
  const saved = matchLocale(storage.getItem(STORAGE_KEY))
  if (saved) return saved
  for (const l of languages) {
    const m = matchLocale(l)
    if (m) return m
  }
  return DEFAULT_LOCALE
}

export function saveLocale(locale: string, storage: Storage = localStorage) {
  storage.setItem(STORAGE_KEY, locale)
}
