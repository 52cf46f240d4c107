/**
 * What the platform adds to Medusa's shell on every admin page (the `topbar`
 * widget, widgets/shell.tsx): the sidebar's screens labelled by area, and borders
 * and the current menu item drawn at a non-text contrast of at least 3:1.
 *
 * Medusa 2.21.2 nests a menu item only under a parent path (`/app/people/members`
 * under `/app/people`) or, with the route config's `nested`, under one of its own
 * screens (orders, products, inventory, customers, promotions, price lists). Moving
 * the screens under group paths would change every `/app/…` address the spec, the
 * tests and staff bookmarks use, and hide a group's screens while it is collapsed.
 * So the items keep their addresses and order (by `rank`), and the first visible
 * item of each area carries the area's name above it.
 */

/** The areas, in the sidebar's order, with the pages each holds (in rank order). */
export const MENU_GROUPS: readonly { id: string; pages: readonly string[] }[] =
  [
    {
      id: "people",
      pages: ["/app/member", "/app/user", "/app/tree-child", "/app/audit"],
    },
    {
      id: "money",
      pages: [
        "/app/recharge-record",
        "/app/cash-record",
        "/app/adjustment-review",
        "/app/balance-record",
        "/app/recharge-add",
        "/app/uucaddr-record",
        "/app/token-price",
      ],
    },
    {
      id: "rewards",
      pages: [
        "/app/system",
        "/app/bonus-record",
        "/app/apply-record",
        "/app/stuck-operations",
      ],
    },
    {
      id: "content",
      pages: ["/app/notice", "/app/guide", "/app/notification-deliveries"],
    },
    {
      id: "shop",
      pages: ["/app/goods-list", "/app/goods-orders", "/app/store-record"],
    },
  ]

/**
 * The page whose menu item opens each area: its first page the role can see
 * (`hidden`: the pages its menu hides). An area with none shows no name.
 */
export function groupStarts(hidden: readonly string[]): Map<string, string> {
  const off = new Set(hidden)
  const starts = new Map<string, string>()
  for (const group of MENU_GROUPS) {
    const first = group.pages.find((p) => !off.has(p))
    if (first) starts.set(first, group.id)
  }
  return starts
}

/** A colour as [r, g, b] (0–255) from `#rrggbb`. */
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ]

/** WCAG 2.x relative luminance of `#rrggbb`. */
function luminance(hex: string) {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The colours of the shell's non-text UI, per theme, and the backgrounds they sit
 * on (Medusa's field, base and subtle backgrounds). Each must reach 3:1 on each
 * (WCAG 2.2, 1.4.11); the tests check it.
 */
export const SHELL_COLOURS = {
  light: {
    border: "#71717a",
    current: "#52525b",
    backgrounds: ["#ffffff", "#fafafa", "#f4f4f5"],
  },
  dark: {
    border: "#a1a1aa",
    current: "#d4d4d8",
    backgrounds: ["#212124", "#18181b", "#27272a"],
  },
} as const

/**
 * The stylesheet: fields' borders (Medusa draws them with `--borders-base`, a 1 px
 * ring at 8% black: 1.49:1) as a solid ring; the sidebar's current item (a white
 * tile on an off-white sidebar: 1.10:1) with a ring and a bar at the start; the
 * areas' names above their first items. `names`: area id → its name.
 */
export function shellCss(names: Readonly<Record<string, string>>) {
  const { light, dark } = SHELL_COLOURS
  const quoted = (s: string) => JSON.stringify(s)
  const groups = Object.entries(names).map(
    ([id, name]) =>
      `aside nav [data-uuc-menu-group="${id}"]::before { content: ${quoted(name)}; }`
  )
  return [
    `:root:root { --borders-base: 0px 1px 2px 0px rgba(0, 0, 0, 0.12), 0px 0px 0px 1px ${light.border}; }`,
    `:root.dark { --borders-base: 0px 1px 2px 0px rgba(0, 0, 0, 0.32), 0px 0px 0px 1px ${dark.border}; }`,
    `aside nav a[aria-current="page"] { box-shadow: inset 3px 0 0 0 ${light.current}, 0 0 0 1px ${light.current}; }`,
    `:root.dark aside nav a[aria-current="page"] { box-shadow: inset 3px 0 0 0 ${dark.current}, 0 0 0 1px ${dark.current}; }`,
    `[dir="rtl"] aside nav a[aria-current="page"] { box-shadow: inset -3px 0 0 0 ${light.current}, 0 0 0 1px ${light.current}; }`,
    `aside nav [data-uuc-menu-group]::before { display: block; margin: 12px 8px 4px; font-size: 12px; line-height: 16px; font-weight: 500; color: var(--fg-subtle, #52525b); }`,
    ...groups,
  ].join("\n")
}

const STYLE_ID = "uuc-shell"

/**
 * A menu item's outermost element of its own: climbing from its link while the
 * parent holds no other item's link (a group's name goes above the whole item).
 */
export function itemOf(link: Element): Element {
  let el = link
  const own = (e: Element) =>
    e.querySelectorAll("a[href]").length + (e.matches("a[href]") ? 1 : 0)
  while (el.parentElement && own(el.parentElement) === own(el))
    el = el.parentElement
  return el
}

/** Writes the stylesheet and marks each area's first visible menu item. */
export function applyShell(
  names: Readonly<Record<string, string>>,
  hidden: readonly string[]
) {
  if (typeof document === "undefined") return
  let style = document.getElementById(STYLE_ID)
  if (!style) {
    style = document.createElement("style")
    style.id = STYLE_ID
    document.head.appendChild(style)
  }
  const css = shellCss(names)
  if (style.textContent !== css) style.textContent = css
  const starts = groupStarts(hidden)
  for (const nav of document.querySelectorAll("aside nav")) {
    const marked = new Set<Element>()
    for (const [page, group] of starts) {
      const link = nav.querySelector(`a[href="${page}"]`)
      if (!link) continue
      const item = itemOf(link)
      marked.add(item)
      if (item.getAttribute("data-uuc-menu-group") !== group)
        item.setAttribute("data-uuc-menu-group", group)
    }
    for (const old of nav.querySelectorAll("[data-uuc-menu-group]"))
      if (!marked.has(old)) old.removeAttribute("data-uuc-menu-group")
  }
}
