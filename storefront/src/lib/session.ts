import { useSyncExternalStore } from "react"

/** The member's bearer token, kept across reloads; cleared on logout or expiry. */
const KEY = "uuc.token"

const listeners = new Set<() => void>()
let endedByServer = false

function notify() {
  for (const listener of listeners) listener()
}

export function getToken(): string | null {
  return localStorage.getItem(KEY)
}
export function setToken(token: string) {
  endedByServer = false
  localStorage.setItem(KEY, token)
  notify()
}
export function clearToken() {
  localStorage.removeItem(KEY)
  notify()
}

/**
 * The server refused the token (401 on a member request: `session_expired` after a
 * password change elsewhere, or any other 401): the session is over. Member screens
 * see the token go and send the member to /login, back here afterwards.
 */
export function endSession() {
  if (getToken() === null) return
  endedByServer = true
  clearToken()
}

/** Whether the last session was ended by the server (the login screen says so). */
export function wasEndedByServer() {
  return endedByServer
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab logging in or out.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener()
  }
  window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", onStorage)
  }
}

/** The current token, re-rendering when it is set or cleared. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null)
}

/** Whether a JWT's `exp` is still ahead (the server checks the signature). */
export function isLive(token: string | null, now = Date.now()): boolean {
  if (!token) return false
  try {
    const payload = JSON.parse(
      atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))
    )
    return typeof payload.exp === "number" && payload.exp * 1000 > now
  } catch {
    return false
  }
}

/** Where to go after logging in: `?next=` when it is a path of this site, else `/`. */
export function safeNext(next: string | null) {
  return next && /^\/(?![/\\])/.test(next) ? next : "/"
}
