import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useStaffAccess } from "../hooks/access"
import { applyRoleMenu, hiddenPages } from "../lib/role-menu"
import { MENU_GROUPS, applyShell } from "../lib/shell"

/**
 * Renders nothing, in the top bar Medusa shows on every page: names the sidebar's
 * areas (people, money, rewards, content, shop) above their first items, draws
 * fields' borders and the current menu item at 3:1 contrast (lib/shell.ts), and
 * hides the menu items the staff member's role cannot use. The sidebar re-renders
 * on its own (language, role, navigation), so the marks are kept by an observer.
 */
const ShellWidget = () => {
  const { t, i18n } = useTranslation()
  const { data } = useStaffAccess()
  useEffect(() => {
    if (data) applyRoleMenu(data)
    const names = Object.fromEntries(
      MENU_GROUPS.map((g) => [g.id, t(`uucMembers.menuGroups.${g.id}`)])
    )
    const hidden = data ? hiddenPages(data) : []
    let frame = 0
    const apply = () => {
      frame = 0
      applyShell(names, hidden)
    }
    apply()
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(apply)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [data, t, i18n.language])
  return null
}

export const config = defineWidgetConfig({
  zone: "topbar",
  id: "uuc-members:shell",
})

export default ShellWidget
