/** Top-level screens that exist; later features add theirs here. */
export const NAV_ITEMS = [
  { to: "/", label: "nav.dashboard", icon: "user" },
  { to: "/home", label: "nav.home", icon: "home" },
  { to: "/team", label: "nav.team", icon: "team" },
  { to: "/guide", label: "nav.guide", icon: "book" },
  { to: "/notice/detail", label: "nav.notices", icon: "bell" },
] as const

/** The member's own screens, under the "me" tab (the dashboard links to them). */
export const ME_ITEMS = [
  { to: "/info", label: "info.title" },
  { to: "/address", label: "address.title" },
] as const

/** The tab a screen belongs to: the "me" screens light up the dashboard's tab. */
export function tabFor(pathname: string) {
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
}

export function titleKeyFor(pathname: string) {
  return TITLES[pathname] ?? "app.name"
}
