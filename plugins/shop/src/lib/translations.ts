/**
 * Shop texts in the members' languages, kept in the Medusa records' own `metadata`
 * as flat `<field>.<locale>` keys ("title.pt-BR", "name.zh-CN"); the record's own
 * field is the en-US text and every other reader's fallback. Why metadata: Medusa's
 * Translation Module is still behind a feature flag in 2.21 (every app installing the
 * plugins would have to turn it on), while metadata comes with every product and
 * category read, store and admin alike, and staff can edit flat keys in Medusa's
 * own metadata form.
 */
export function textMetadata(
  field: string,
  texts: Record<string, string>
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [`${field}.${locale}`, text])
  )
}

/**
 * `add` over `current`: keys already there are kept (staff may have edited them);
 * null when nothing is missing.
 */
export function missingMetadata(
  current: Record<string, unknown> | null | undefined,
  add: Record<string, string>
): Record<string, unknown> | null {
  const have = current ?? {}
  if (Object.keys(add).every((k) => k in have)) return null
  return { ...add, ...have }
}

/**
 * The languages goods carry texts in besides English (@uuc/data's LOCALES less
 * en-US, whose text is the record's own field).
 */
export const TRANSLATED_LOCALES = ["pt-BR", "zh-CN"] as const
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number]

/** A goods' title and description in one language (null: none, English shows). */
export type GoodsTexts = { title: string | null; description: string | null }

const text = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v : null

/** The goods' texts in each translated language, from the product's metadata. */
export function goodsTranslations(
  metadata: Record<string, unknown> | null | undefined
): Record<TranslatedLocale, GoodsTexts> {
  const m = metadata ?? {}
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => [
      l,
      {
        title: text(m[`title.${l}`]),
        description: text(m[`description.${l}`]),
      },
    ])
  ) as Record<TranslatedLocale, GoodsTexts>
}

/** A spec's name in each translated language, from the variant's metadata. */
export function specNames(
  metadata: Record<string, unknown> | null | undefined
): Record<TranslatedLocale, string | null> {
  const m = metadata ?? {}
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => [l, text(m[`title.${l}`])])
  ) as Record<TranslatedLocale, string | null>
}

/**
 * The metadata keys a goods write sets: the English texts under `en-US` (so a
 * reader of `title.en-US` never sees an old title) and, for each language the
 * request names, its texts; an empty one is written as "" (Medusa's metadata
 * merge takes the key away). Languages left out keep their texts.
 */
export function goodsTextMetadata(input: {
  title: string
  description?: string | null
  translations?: Partial<
    Record<TranslatedLocale, Partial<GoodsTexts> | null | undefined>
  > | null
}): Record<string, string> {
  const out: Record<string, string> = {
    "title.en-US": input.title,
    "description.en-US": input.description ?? "",
  }
  for (const l of TRANSLATED_LOCALES) {
    const t = input.translations?.[l]
    if (!t) continue
    out[`title.${l}`] = t.title?.trim() ?? ""
    out[`description.${l}`] = t.description?.trim() ?? ""
  }
  return out
}

/** A spec's metadata keys for its names in the languages given (as goodsTextMetadata). */
export function specNameMetadata(
  name: string,
  names?: Partial<Record<TranslatedLocale, string | null | undefined>> | null
): Record<string, string> {
  const out: Record<string, string> = { "title.en-US": name }
  for (const l of TRANSLATED_LOCALES)
    if (names && l in names) out[`title.${l}`] = names[l]?.trim() ?? ""
  return out
}
