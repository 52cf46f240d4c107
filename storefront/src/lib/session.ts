/** The member's bearer token, kept across reloads; cleared on logout or expiry. */
const KEY = "uuc.token"

export function getToken(): string | null {
  return localStorage.getItem(KEY)
}
export function setToken(token: string) {
  localStorage.setItem(KEY, token)
}
export function clearToken() {
  localStorage.removeItem(KEY)
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
