/** Top-level screens that exist; later features add theirs here. */
export const NAV_ITEMS = [
  { to: "/home", label: "nav.home", icon: "home", phone: true },
  { to: "/shop", label: "nav.shop", icon: "shop", phone: true },
  { to: "/team", label: "nav.team", icon: "team", phone: true },
  { to: "/wallet", label: "wallet.tab", icon: "wallet", phone: true },
  { to: "/", label: "nav.dashboard", icon: "user", phone: true },
  { to: "/guide", label: "nav.guide", icon: "book", phone: false },
  { to: "/notice/detail", label: "nav.notices", icon: "bell", phone: false },
] as const

/** The phone's tab bar: few enough to stay legible at 375 px. */
export const PHONE_TABS = NAV_ITEMS.filter((item) => item.phone)

type NavItem = { to: string; label: string; icon: string; phone: boolean }

/**
 * The navigation as a visitor or a logged-in member sees it: a member's Home is
 * their dashboard (the visitor's /home is the pitch), so Home leads there and
 * the separate "Me" entry, the same screen, is left out.
 */
export function navItemsFor(member: boolean): readonly NavItem[] {
  if (!member) return NAV_ITEMS
  return NAV_ITEMS.filter((item) => item.to !== "/").map((item) =>
    item.to === "/home" ? { ...item, to: "/" } : item
  )
}

export const phoneTabsFor = (member: boolean) =>
  navItemsFor(member).filter((item) => item.phone)

/** The member's own screens, under the "me" tab (the dashboard links to them). */
export const ME_ITEMS = [
  { to: "/star", label: "star.title" },
  { to: "/shop-order", label: "shopOrder.title" },
  { to: "/info", label: "info.title" },
  { to: "/address", label: "address.title" },
  { to: "/financial", label: "financial.title" },
  { to: "/guide", label: "nav.guide" },
  { to: "/notice/detail", label: "nav.notices" },
] as const

/** "Become a service provider": every member may apply, or see how it went. */
export const APPLY_ITEM = {
  to: "/apply",
  label: "merchant.apply.title",
} as const

/** A passed merchant's own screens, in the "me" menu and on the shop tab. */
export const MERCHANT_ITEMS = [
  { to: "/apply-order", label: "merchant.goods.title" },
  { to: "/shop-add", label: "merchant.goods.add" },
  { to: "/store-order", label: "merchant.orders.menu" },
] as const

/**
 * The merchant entries a member sees: "Become a service provider" for everyone,
 * the merchant's screens once their account is passed. While that is unknown
 * (`undefined`) only the first, so no link flashes in and out.
 */
export const merchantItemsFor = (merchant: boolean | undefined) =>
  merchant ? [APPLY_ITEM, ...MERCHANT_ITEMS] : [APPLY_ITEM]

/** The "me" menu: the merchant entries follow the member's own shop orders. */
export function meItemsFor(merchant: boolean | undefined) {
  const at = ME_ITEMS.findIndex((item) => item.to === "/shop-order") + 1
  return [
    ...ME_ITEMS.slice(0, at),
    ...merchantItemsFor(merchant),
    ...ME_ITEMS.slice(at),
  ]
}

/** Screens reached from the wallet tab. */
const WALLET_SCREENS = [
  "/recharge",
  "/exchange",
  "/burn",
  "/shares",
  "/financial",
]

/**
 * Screens reached from the shop tab (a product page is `/shop/product/:id`),
 * the merchant's own among them.
 */
const isShopScreen = (pathname: string) =>
  pathname === "/shop-list" ||
  pathname.startsWith("/shop/") ||
  MERCHANT_ITEMS.some((item) => item.to === pathname)

/** The tab a screen belongs to: the "me" screens light up the dashboard's tab. */
export function tabFor(pathname: string) {
  if (WALLET_SCREENS.includes(pathname)) return "/wallet"
  if (isShopScreen(pathname)) return "/shop"
  return ME_ITEMS.some((item) => item.to === pathname) ||
    pathname === APPLY_ITEM.to
    ? "/"
    : pathname
}

const TITLES: Record<string, string> = {
  "/home": "home.title",
  "/guide": "guide.title",
  "/": "dashboard.title",
  "/team": "team.title",
  "/register": "auth.registerTitle",
  "/info": "info.title",
  "/address": "address.title",
  "/wallet": "wallet.title",
  "/recharge": "recharge.title",
  "/exchange": "exchange.title",
  "/burn": "burn.title",
  "/shares": "shares.title",
  "/financial": "financial.title",
  "/star": "star.title",
  "/shop": "shop.title",
  "/shop-list": "shop.listTitle",
  "/shop/cart": "cart.title",
  "/shop-order": "shopOrder.title",
  "/apply": "merchant.apply.title",
  "/apply-order": "merchant.goods.title",
  "/shop-add": "merchant.goods.addTitle",
  "/store-order": "merchant.orders.title",
  "/notifications": "notifications.title",
}

/** The screen's title; `search` tells adding goods (`/shop-add`) from editing them (`?id=`). */
export function titleKeyFor(pathname: string, search = "") {
  if (pathname.startsWith("/shop/product/")) return "shop.productTitle"
  if (pathname === "/shop-add" && new URLSearchParams(search).get("id"))
    return "merchant.goods.editTitle"
  return TITLES[pathname] ?? "app.name"
}
