import type { ReactNode } from "react"
import { Navigate, useLocation } from "react-router-dom"
import { clearToken, getToken, isLive } from "../lib/session"

/** Screens for members only: without a live session, to /login and back afterwards. */
export function RequireMember({ children }: { children: ReactNode }) {
  const location = useLocation()
  if (!isLive(getToken())) {
    clearToken()
    const next = encodeURIComponent(location.pathname + location.search)
    return <Navigate to={`/login?next=${next}`} replace />
  }
  return <>{children}</>
}
