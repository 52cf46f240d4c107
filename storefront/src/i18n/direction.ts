/** Languages written right to left; the layout mirrors for them. */
const RTL_LANGUAGES = ["he", "ar", "fa", "ku"]

export function directionOf(locale: string): "rtl" | "ltr" {
  const language = locale.split(/[-_]/)[0].toLowerCase()
  return RTL_LANGUAGES.includes(language) ? "rtl" : "ltr"
}

/** Sets `<html lang dir>` so the browser, screen readers and Tailwind's rtl: follow. */
export function applyDocumentLocale(locale: string, doc: Document = document) {
  doc.documentElement.lang = locale
  doc.documentElement.dir = directionOf(locale)
}
