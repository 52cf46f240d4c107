import { useTranslation } from "react-i18next"
import { NavLink, useLocation } from "react-router-dom"
import { isLive, useToken } from "../../lib/session"
import { phoneTabsFor, tabFor } from "./nav-items"
import { Icon } from "../icon"

const ICONS: Record<string, string> = {
  user: "M10 10a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0H3z",
  team: "M7 8a3 3 0 100-6 3 3 0 000 6zm6 0a3 3 0 100-6 3 3 0 000 6zM1 17a6 6 0 0112 0H1zm12 0a7.9 7.9 0 00-1.8-5A5 5 0 0119 17h-6z",
  home: "M10.7 2.3a1 1 0 00-1.4 0l-7 7A1 1 0 003 11h1v6a1 1 0 001 1h3v-5h4v5h3a1 1 0 001-1v-6h1a1 1 0 00.7-1.7l-7-7z",
  book: "M4 3a2 2 0 00-2 2v10a2 2 0 002 2h5V3H4zm7 0v14h5a2 2 0 002-2V5a2 2 0 00-2-2h-5z",
  wallet:
    "M3 5a2 2 0 012-2h9a1 1 0 010 2H5v1h11a2 2 0 012 2v7a2 2 0 01-2 2H5a2 2 0 01-2-2V5zm11 6a1.5 1.5 0 100 3 1.5 1.5 0 000-3z",
  shop: "M6 5V4a4 4 0 118 0v1h2a1 1 0 011 .9l1 12A1 1 0 0117 19H3a1 1 0 01-1-1.1l1-12A1 1 0 014 5h2zm2 0h4V4a2 2 0 10-4 0v1zm-1 4a1 1 0 100-2 1 1 0 000 2zm6 0a1 1 0 100-2 1 1 0 000 2z",
  bell: "M10 2a5 5 0 00-5 5v3l-1.7 2.6A1 1 0 004.1 14h11.8a1 1 0 00.8-1.4L15 10V7a5 5 0 00-5-5zm0 16a2.5 2.5 0 002.4-2H7.6A2.5 2.5 0 0010 18z",
}

/** Phone navigation: a tab bar within thumb reach. */
export function BottomTabs() {
  const { t } = useTranslation()
  const tab = tabFor(useLocation().pathname)
  const tabs = phoneTabsFor(isLive(useToken()))
  return (
    <nav
      aria-label={t("nav.menu")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {tabs.map((item) => (
          <li key={item.to} className="flex-1">
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 text-xs ${isActive || tab === item.to ? "text-brand-700" : "text-slate-500"}`
              }
            >
              <Icon d={ICONS[item.icon]} className="h-6 w-6 fill-current" />
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
