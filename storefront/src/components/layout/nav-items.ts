/** Top-level screens that exist; later features add theirs here. */
export const NAV_ITEMS = [
  { to: "/home", label: "nav.home", icon: "home" },
  { to: "/guide", label: "nav.guide", icon: "book" },
  { to: "/notice/detail", label: "nav.notices", icon: "bell" },
] as const

const TITLES: Record<string, string> = {
  "/home": "home.title",
  "/guide": "guide.title",
}

export function titleKeyFor(pathname: string) {
  return TITLES[pathname] ?? "app.name"
}
