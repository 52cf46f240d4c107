import { OWNER_PAGES, PAGE_ROUTES } from "../../lib/staff-access"
import type { StaffAccess } from "./types"

/** The `/app/…` pages a role may not open (their menu items are hidden). */
export function hiddenPages(access: StaffAccess): string[] {
  if (access.role === "owner") return []
  const open = new Set(access.routes)
  return [
    ...Object.entries(PAGE_ROUTES)
      .filter(([, route]) => !open.has(route))
      .map(([page]) => page),
    ...OWNER_PAGES,
  ]
}

const STYLE_ID = "uuc-role-menu"

/**
 * Medusa's route configs cannot be hidden per user, so the menu is filtered in the
 * page: one stylesheet hides the sidebar links of pages the role cannot use (it
 * holds for every later render, with no observer). The server refuses those routes
 * anyway (403 `role_forbidden`); this only keeps the menu honest.
 */
export function applyRoleMenu(access: StaffAccess) {
  if (typeof document === "undefined") return
  const pages = hiddenPages(access)
  const css = pages
    .map(
      (p) =>
        `aside a[href="${p}"], aside a[href^="${p}?"], nav a[href="${p}"], nav a[href^="${p}?"] { display: none !important; }`
    )
    .join("\n")
  let style = document.getElementById(STYLE_ID)
  if (!style) {
    style = document.createElement("style")
    style.id = STYLE_ID
    document.head.appendChild(style)
  }
  style.textContent = css
}
