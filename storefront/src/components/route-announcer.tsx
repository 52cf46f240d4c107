import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router-dom"
import { titleKeyFor } from "./layout/nav-items"

/** Screens outside the layout, whose titles nav-items does not hold. */
const OWN_TITLES: Record<string, string> = {
  "/login": "auth.loginTitle",
  "/notice/detail": "notice.title",
}

function documentTitleKey(pathname: string, search: string) {
  return OWN_TITLES[pathname] ?? titleKeyFor(pathname, search)
}

/** Focus without the ring (`focusVisible`: newer than TypeScript's DOM types). */
const QUIET_FOCUS: FocusOptions & { focusVisible?: boolean } = {
  preventScroll: true,
  focusVisible: false,
}

/**
 * Names the tab after the screen, in the member's language, and after a navigation
 * moves focus to the screen's heading so screen readers announce the new page.
 */
export function RouteAnnouncer() {
  const { t, i18n } = useTranslation()
  const { pathname, search } = useLocation()
  const first = useRef(true)

  useEffect(() => {
    const key = documentTitleKey(pathname, search)
    const name = t("app.name")
    document.title = key === "app.name" ? name : `${t(key)} · ${name}`
  }, [pathname, search, t, i18n.language])

  useEffect(() => {
    // The first page load leaves focus where the browser puts it.
    if (first.current) {
      first.current = false
      return
    }
    let frames = 0
    let handle = 0
    const focusHeading = () => {
      // The heading may come with a lazily loaded screen: wait for it (2 s at most).
      const heading = document.querySelector<HTMLElement>("h1")
      if (!heading) {
        if (++frames < 120) handle = requestAnimationFrame(focusHeading)
        return
      }
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1
      // focused for screen readers, not for the eye: no ring drawn around the
      // title on each screen (index.css; Chromium also honours focusVisible)
      heading.dataset.routeFocus = ""
      heading.focus(QUIET_FOCUS)
    }
    handle = requestAnimationFrame(focusHeading)
    return () => cancelAnimationFrame(handle)
  }, [pathname])

  return null
}
