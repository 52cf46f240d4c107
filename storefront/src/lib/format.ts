/** Money in the member's locale: "US$ 100,00", "US$100.00", "US$100.00". */
export function formatUsd(amount: string | number, locale: string) {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(Number(amount))
}

/** A ratio such as "0.20" as a percentage in the member's locale. */
export function formatPercent(ratio: string | number, locale: string) {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 2,
  }).format(Number(ratio))
}

export function formatInteger(value: string | number, locale: string) {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    Number(value)
  )
}

export function formatDate(iso: string | null, locale: string) {
  if (!iso) return ""
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso))
}

/** A day in the member's language ("December 21, 2026", "21 de dezembro de 2026"). */
export function formatDay(iso: string | null, locale: string) {
  if (!iso) return ""
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(
    new Date(iso)
  )
}

/** A country's name in the member's language ("br" → "Brasil"); its code when unknown. */
export function formatCountry(code: string | null | undefined, locale: string) {
  if (!code) return ""
  const upper = code.toUpperCase()
  try {
    return new Intl.DisplayNames(locale, { type: "region" }).of(upper) ?? upper
  } catch {
    return upper
  }
}
