/** Top-level screens that exist; later features add theirs here. */
export const NAV_ITEMS = [
  { to: "/", label: "nav.dashboard", icon: "user" },
  { to: "/home", label: "nav.home", icon: "home" },
  { to: "/team", label: "nav.team", icon: "team" },
  { to: "/wallet", label: "wallet.tab", icon: "wallet" },
  { to: "/guide", label: "nav.guide", icon: "book" },
  { to: "/notice/detail", label: "nav.notices", icon: "bell" },
] as const

const TITLES: Record<string, string> = {
  "/home": "home.title",
  "/guide": "guide.title",
  "/": "dashboard.title",
  "/team": "team.title",
  "/register": "auth.registerTitle",
  "/wallet": "wallet.title",
  "/recharge": "recharge.title",
  "/exchange": "exchange.title",
  "/burn": "burn.title",
  "/shares": "shares.title",
  "/financial": "financial.title",
}

export function titleKeyFor(pathname: string) {
  return TITLES[pathname] ?? "app.name"
}
