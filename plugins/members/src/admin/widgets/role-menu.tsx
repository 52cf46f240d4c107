import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { useEffect } from "react"
import { useStaffAccess } from "../hooks/access"
import { applyRoleMenu } from "../lib/role-menu"

/**
 * Renders nothing: on the pages staff land on after login (Medusa's lists), it
 * hides the menu items of pages the staff member's role cannot use. Our own pages
 * do the same through RoleGate, so the menu is filtered whichever page opens first.
 */
const RoleMenuWidget = () => {
  const { data } = useStaffAccess()
  useEffect(() => {
    if (data) applyRoleMenu(data)
  }, [data])
  return null
}

export const config = defineWidgetConfig({
  zone: ["order.list.before", "product.list.before", "customer.list.before"],
})

export default RoleMenuWidget
