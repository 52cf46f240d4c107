import { bcp47 } from "./format"

/**
 * A shop text in the staff member's language. Categories and goods keep their
 * texts in Medusa's `metadata` as `<field>.<locale>` keys ("name.pt-BR"; the shop
 * plugin's lib/translations.ts says why); the record's own field is the English
 * text and the answer for a language without one.
 */
export function translated(
  record: { metadata?: Record<string, unknown> | null },
  field: string,
  own: string,
  language: string
): string {
  const text = record.metadata?.[`${field}.${bcp47(language)}`]
  return typeof text === "string" && text.trim() ? text : own
}
