import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useLocation, useNavigate } from "react-router-dom"
import { clearToken } from "../lib/session"

type EndState = { endSession?: boolean } | null

/**
 * Logs out (or ends a staff session): to /login first, which then forgets the
 * token. Clearing it on a member screen would let that screen's guard send the
 * member to /login?next=… at the same time.
 */
export function useLogout() {
  const navigate = useNavigate()
  return () =>
    navigate("/login", { replace: true, state: { endSession: true } })
}

/** On /login: finishes a logout asked for by `useLogout`. */
export function useFinishLogout() {
  const location = useLocation()
  const client = useQueryClient()
  const end = (location.state as EndState)?.endSession === true
  useEffect(() => {
    if (!end) return
    clearToken()
    client.clear()
  }, [end, client])
  return end
}
