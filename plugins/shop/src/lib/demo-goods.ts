import type { DemoGoods } from "./seed-shop"

/**
 * A picture for a demo product: a small SVG (a coloured tile with the product's
 * initial) as a data URL, so the seed ships no image files and needs no file
 * server.
 */
export function demoPicture(label: string, colour: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" rx="32" fill="${colour}"/>` +
    `<circle cx="200" cy="170" r="90" fill="#ffffff" fill-opacity="0.25"/>` +
    `<text x="200" y="205" font-family="sans-serif" font-size="110" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>` +
    `</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`
}

export const DEMO_CATEGORIES = [
  { handle: "food", name: "Food & drink" },
  { handle: "health", name: "Health & beauty" },
  { handle: "home", name: "Home" },
  { handle: "electronics", name: "Electronics" },
]

export const DEMO_GOODS: DemoGoods[] = [
  {
    seed_key: "green-tea",
    category_handle: "food",
    title: "Mountain green tea",
    description: "Hand-picked green tea leaves, vacuum packed.",
    images: [demoPicture("T", "#3f7d4e")],
    points_discount: "10",
    specs: [
      { name: "250 g", price: "30" },
      { name: "500 g", price: "55", uuc_price: "5000" },
    ],
  },
  {
    seed_key: "coffee",
    category_handle: "food",
    title: "Minas Gerais coffee beans",
    description: "Medium roast arabica from Brazil.",
    images: [demoPicture("C", "#6b4226")],
    points_discount: "8",
    specs: [
      { name: "500 g", price: "25" },
      { name: "1 kg", price: "45", member_price: "8" },
    ],
  },
  {
    seed_key: "face-cream",
    category_handle: "health",
    title: "Moisturising face cream",
    description: "Daily cream for every skin type, 50 ml.",
    images: [demoPicture("F", "#c2577a")],
    points_discount: "15",
    specs: [{ name: "50 ml", price: "60" }],
  },
  {
    seed_key: "towels",
    category_handle: "home",
    title: "Cotton bath towels",
    description: "Soft, thick cotton towels, set of two.",
    images: [demoPicture("B", "#3a6ea5")],
    points_discount: "5",
    specs: [
      { name: "White", price: "40" },
      { name: "Grey", price: "40" },
    ],
  },
  {
    seed_key: "earbuds",
    category_handle: "electronics",
    title: "Wireless earbuds",
    description: "Bluetooth 5.3 earbuds with a charging case.",
    images: [demoPicture("E", "#333f4f")],
    points_discount: "20",
    specs: [{ name: "Black", price: "120", uuc_price: "10000" }],
  },
  {
    seed_key: "power-bank",
    category_handle: "electronics",
    title: "Power bank 10,000 mAh",
    description: "Charges a phone twice; USB-C in and out.",
    images: [demoPicture("P", "#8a6d1d")],
    points_discount: "10",
    specs: [{ name: "10,000 mAh", price: "35" }],
  },
]
