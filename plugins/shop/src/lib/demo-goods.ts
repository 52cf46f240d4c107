import { demoGoods } from "@uuc/data"
import type { DemoCategory, DemoGoods } from "./seed-shop"
import { textMetadata } from "./translations"

/**
 * A picture for a demo product: a small SVG (a coloured tile with the product's
 * initial) as a data URL, so the seed ships no image files and needs no file
 * server.
 */
function demoPicture(label: string, colour: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" rx="32" fill="${colour}"/>` +
    `<circle cx="200" cy="170" r="90" fill="#ffffff" fill-opacity="0.25"/>` +
    `<text x="200" y="205" font-family="sans-serif" font-size="110" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>` +
    `</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`
}

/** The demo catalogue's categories (@uuc/data): named in English, every language in metadata. */
export const DEMO_CATEGORIES: DemoCategory[] = demoGoods.categories.map(
  ({ handle, names }) => ({
    handle,
    name: names["en-US"],
    metadata: textMetadata("name", names),
  })
)

const field = (
  translations: Record<string, { title: string; description: string }>,
  key: "title" | "description"
) =>
  Object.fromEntries(
    Object.entries(translations).map(([locale, t]) => [locale, t[key]])
  )

/** The demo catalogue's goods (@uuc/data), each with its drawn picture and its texts in every language. */
export const DEMO_GOODS: DemoGoods[] = demoGoods.goods.map(
  ({ picture, translations, ...goods }) => ({
    ...goods,
    title: translations["en-US"].title,
    description: translations["en-US"].description,
    metadata: {
      ...textMetadata("title", field(translations, "title")),
      ...textMetadata("description", field(translations, "description")),
    },
    images: [demoPicture(picture.label, picture.colour)],
  })
)
