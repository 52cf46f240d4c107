import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { useEffect } from "react"
import { useLocation, useNavigate, useNavigationType } from "react-router-dom"

/**
 * Renders nothing: Medusa lands staff on its Orders list after login (and from
 * `/app`), by a replacing navigation; they land on what needs their attention
 * instead. Orders opened from the menu (a push) or by its address stay.
 */
const AttentionLandingWidget = () => {
  const type = useNavigationType()
  const { search } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (type === "REPLACE" && !search) navigate("/attention", { replace: true })
    // only where the page was entered: later filter changes replace too
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}

export const config = defineWidgetConfig({ zone: "order.list.before" })

export default AttentionLandingWidget
