import { CATALOGUE } from "./catalogue"
import { AMOUNT_PARAMS, KINDS, type NotificationData } from "./kinds"

export type Locale = keyof typeof CATALOGUE
export const LOCALES = Object.keys(CATALOGUE) as Locale[]
export const DEFAULT_LOCALE: Locale = "en-US"

/** A supported locale for any input (`pt`, `zh-cn`, an Accept-Language list), else en-US. */
export function resolveLocale(input: unknown): Locale {
  if (typeof input !== "string" || !input.trim()) return DEFAULT_LOCALE
  for (const part of input.split(",")) {
    const tag = part.split(";")[0].trim().toLowerCase()
    if (!tag) continue
    const exact = LOCALES.find((l) => l.toLowerCase() === tag)
    if (exact) return exact
    const language = tag.split(/[-_]/)[0]
    const near = LOCALES.find((l) => l.split("-")[0].toLowerCase() === language)
    if (near) return near
  }
  return DEFAULT_LOCALE
}

/**
 * An amount as the reader writes numbers: grouping and decimal signs of the
 * language, 2 to 8 places. Intl formats the decimal string exactly (no float).
 */
export function formatAmount(value: string, locale: Locale) {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  }).format(value as unknown as number)
}

/** A notification's title and body in `locale` (en-US for a kind it lacks). */
export function render(data: NotificationData, locale: Locale) {
  const lang = CATALOGUE[locale] ?? CATALOGUE[DEFAULT_LOCALE]
  const text =
    lang.kinds[data.kind] ?? CATALOGUE[DEFAULT_LOCALE].kinds[data.kind]
  if (!text || !(data.kind in KINDS))
    return { title: String(data.kind), body: "" }
  const value = (name: string) => {
    const raw = data.params?.[name] ?? ""
    if (!raw.trim()) return lang.words.none
    if (AMOUNT_PARAMS.has(name)) return formatAmount(raw, locale)
    if (name === "card") return lang.words.cards[raw] ?? raw
    return raw
  }
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (_, n: string) => value(n))
  return { title: fill(text.title), body: fill(text.body) }
}
