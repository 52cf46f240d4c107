"use strict"
// One reading of a request's path for every guard that compares paths. Express
// routes a request case-insensitively and with or without a trailing slash (its
// router is neither `caseSensitive` nor `strict`), so a guard that compares the
// raw string (`req.originalUrl === "/admin/invites"`) lets `/admin/INVITES` or
// `/store/carts/` reach the route unguarded. Guards compare normalised paths.

/** Decodes one percent-encoded segment; a malformed escape stays as written. */
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * A path as Express matches it: percent-encoding decoded per segment (a malformed
 * escape left alone), lower case, doubled slashes collapsed, no trailing slash
 * (`/` stays `/`). An encoded slash (`%2F`) stays inside its segment.
 */
function normalisePath(path) {
  const raw = String(path ?? "").split(/[?#]/)[0]
  const segments = raw
    .split("/")
    .filter((s) => s.length)
    .map((s) => decodeSegment(s).replace(/\//g, "%2f").toLowerCase())
  return "/" + segments.join("/")
}

/** The normalised path of a request (mount point included, query left out). */
function requestPath(req) {
  const url =
    req.originalUrl ?? `${req.baseUrl ?? ""}${req.path ?? req.url ?? ""}`
  return normalisePath(url)
}

/**
 * The normalised rest of the request's path below `mount` (a path whose segments
 * are literal or `:param`, e.g. `/store/carts/:id`): `""` for the mount itself,
 * `"/line-items"` below it, null when the request is not under it.
 */
function pathBelowMount(req, mount) {
  const path = requestPath(req).split("/")
  const parts = normalisePath(mount).split("/")
  if (path.length < parts.length) return null
  for (let i = 1; i < parts.length; i++)
    if (!parts[i].startsWith(":") && parts[i] !== path[i]) return null
  const rest = path.slice(parts.length).join("/")
  return rest ? `/${rest}` : ""
}

/** `%XX` of an unreserved character other than `.` (RFC 3986 §2.3; dots stay encoded). */
const UNRESERVED_ESCAPE =
  /%(3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|2d|5f|7e)/gi

/**
 * A request URL as the router should see it: in its path, doubled slashes
 * collapsed and escapes of unreserved characters decoded (`/store/%63arts` and
 * `/store//carts` are `/store/carts`, RFC 3986 §6.2.2); case, reserved escapes
 * (`%2F`), dots and the query are left as they are.
 */
function canonicalUrl(url) {
  const text = String(url ?? "")
  const q = text.search(/[?#]/)
  const path = q < 0 ? text : text.slice(0, q)
  const rest = q < 0 ? "" : text.slice(q)
  const canonical = path
    .replace(UNRESERVED_ESCAPE, (e) =>
      String.fromCharCode(parseInt(e.slice(1), 16))
    )
    .replace(/\/{2,}/g, "/")
  return canonical + rest
}

module.exports = { normalisePath, requestPath, pathBelowMount, canonicalUrl }
