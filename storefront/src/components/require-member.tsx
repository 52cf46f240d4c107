import type { ReactNode } from "react"
import { Navigate, useLocation } from "react-router-dom"
import { isLive, useToken, wasEndedByServer } from "../lib/session"

/**
 * Screens for members only: without a live session, to /login and back afterwards.
 * It watches the token, so a session the server ends (any 401 on a member request,
 * see `api`) or a logout in another tab sends the member to /login at once.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const location = useLocation()
  const token = useToken()
  if (!isLive(token)) {
    const next = encodeURIComponent(
      location.pathname + location.search + location.hash
    )
    // A token that was there (expired, or refused by the server) ended a session.
    const expired = token !== null || wasEndedByServer()
    return (
      <Navigate
        to={`/login?next=${next}`}
        replace
        state={expired ? { sessionEnded: true } : undefined}
      />
    )
  }
  return <>{children}</>
}
