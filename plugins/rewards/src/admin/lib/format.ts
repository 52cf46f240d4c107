/**
 * A time in the staff's language. The dashboard names languages "ptBR", "zhCN",
 * which Intl refuses: turn them into BCP 47 tags, and fall back to the default.
 */
export function formatTime(value: string | null | undefined, language: string) {
  if (!value) return "—"
  const tag = language.replace(/^([a-z]{2})([A-Z]{2})$/, "$1-$2")
  try {
    return new Date(value).toLocaleString(tag)
  } catch {
    return new Date(value).toLocaleString()
  }
}
