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

/** Screens reached from the wallet tab. */
const WALLET_SCREENS = [
  "/recharge",
  "/exchange",
  "/burn",
  "/shares",
  "/financial",
]

/** Screens reached from the shop tab (a product page is `/shop/product/:id`). */
const isShopScreen = (pathname: string) =>
  pathname === "/shop-list" || pathname.startsWith("/shop/")

/** The tab a screen belongs to: the "me" screens light up the dashboard's tab. */
export function tabFor(pathname: string) {
  if (WALLET_SCREENS.includes(pathname)) return "/wallet"
  if (isShopScreen(pathname)) return "/shop"
  return ME_ITEMS.some((item) => item.to === pathname) ? "/" : pathname
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
}

export function titleKeyFor(pathname: string) {
  if (pathname.startsWith("/shop/product/")) return "shop.productTitle"
  return TITLES[pathname] ?? "app.name"
}
