import type { NoticeText } from "./types"

/**
 * Every title in every language, lower-cased: what the admin search matches. Lower-
 * casing here (and in `containsPattern`) keeps accented and non-Latin titles
 * case-insensitive whatever the database's collation.
 */
export function noticeSearchText(translations: Record<string, NoticeText>) {
  return Object.values(translations)
    .map((t) => t.title.trim())
    .join(" \n ")
    .toLowerCase()
}

/** An ILIKE pattern matching `q` anywhere; `%`, `_` and `\` in `q` match themselves. */
export function containsPattern(q: string) {
  return `%${q
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "\\$&")}%`
}
