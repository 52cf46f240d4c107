/**
 * A shop text in the member's language. Categories and goods keep their texts in
 * Medusa's `metadata` as `<field>.<locale>` keys ("title.pt-BR"; the shop plugin's
 * lib/translations.ts says why); the record's own field is the English text and
 * the answer for a language without one (Arabic today).
 */
export function translated(
  record: { metadata?: Record<string, unknown> | null },
  field: string,
  own: string,
  language: string
): string {
  const text = record.metadata?.[`${field}.${language}`]
  return typeof text === "string" && text.trim() ? text : own
}

/** A category's name in the member's language. */
export const categoryName = (
  category: { name: string; metadata?: Record<string, unknown> | null },
  language: string
) => translated(category, "name", category.name, language)
