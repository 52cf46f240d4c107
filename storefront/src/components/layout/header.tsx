import { useTranslation } from "react-i18next"
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom"
import { LanguageSwitcher } from "../language-switcher"
import { isLive, useToken } from "../../lib/session"
import { NAV_ITEMS, navItemsFor, tabFor, titleKeyFor } from "./nav-items"
import { Icon, PATHS } from "../icon"
import { NotificationBell } from "./notification-bell"

/** Title, back button on inner pages, desktop navigation and the language switcher. */
export function Header() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const isTop = NAV_ITEMS.some((item) => item.to === pathname)
  const tab = tabFor(pathname)
  const items = navItemsFor(isLive(useToken()))
  return (
    <header
      data-testid="layout-header"
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4">
        {!isTop && (
          <button
            type="button"
            onClick={() => navigate(-1)}
            aria-label={t("nav.back")}
            className="rounded-md p-1 text-slate-700 hover:bg-slate-100"
          >
            <Icon
              d={PATHS.chevronBack}
              className="h-5 w-5 fill-current rtl:rotate-180"
            />
          </button>
        )}
        <Link to="/home" className="hidden font-bold text-brand-700 md:block">
          {t("app.name")}
        </Link>
        {/* Wraps on a phone rather than cutting the title ("Cash out / exchan…"). */}
        <h1 className="line-clamp-2 min-w-0 break-words text-base font-semibold leading-tight md:sr-only">
          {t(titleKeyFor(pathname, search))}
        </h1>
        <nav aria-label={t("nav.menu")} className="ms-6 hidden gap-1 md:flex">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium ${isActive || tab === item.to ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100"}`
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <NotificationBell />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  )
}
