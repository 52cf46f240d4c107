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
