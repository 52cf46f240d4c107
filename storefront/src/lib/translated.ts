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

/** A specification's (a variant's) name in the member's language ("Preto" for "Black"). */
export const specName = (
  variant: {
    id: string
    title: string | null
    metadata?: Record<string, unknown> | null
  },
  language: string
) => translated(variant, "title", variant.title ?? variant.id, language)

/** A shipping option's name in the member's language (the seed's "Standard delivery"). */
export const shippingName = (
  option: { name: string; metadata?: Record<string, unknown> | null },
  language: string
) => translated(option, "name", option.name, language)

/**
 * A cart or order line's product title and spec name in the member's language,
 * from the goods read beside it (`goods`, by product id); the line's own English
 * texts when the goods are not there (yet).
 */
export function lineTexts(
  line: {
    product_id?: string | null
    variant_id?: string | null
    title: string
    spec: string | null
  },
  goods: Map<
    string,
    {
      title: string
      metadata?: Record<string, unknown> | null
      variants?:
        | {
            id: string
            title: string | null
            metadata?: Record<string, unknown> | null
          }[]
        | null
    }
  >,
  language: string
): { title: string; spec: string | null } {
  const product = line.product_id ? goods.get(line.product_id) : undefined
  if (!product) return { title: line.title, spec: line.spec }
  const variant = product.variants?.find((v) => v.id === line.variant_id)
  return {
    title: translated(product, "title", line.title, language),
    spec:
      variant && line.spec
        ? specName({ ...variant, title: line.spec }, language)
        : line.spec,
  }
}

/** A category's name in the member's language. */
export const categoryName = (
  category: { name: string; metadata?: Record<string, unknown> | null },
  language: string
) => translated(category, "name", category.name, language)
