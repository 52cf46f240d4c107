// Serves the built storefront: hashed assets with a long cache, /config.json from
// the environment, and index.html for every other path (the app shows not-found).
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "dist")
const port = Number(process.env.STOREFRONT_PORT || 8000)
const host = process.env.HOST || "0.0.0.0"
const backendUrl = process.env.BACKEND_URL || "http://127.0.0.1:9000"
const config = JSON.stringify({
  backendUrl,
  publishableKey: process.env.PUBLISHABLE_KEY || "",
})
const apiOrigin = new URL(backendUrl).origin
// Uploaded pictures and videos: the API's /static (the file module's local provider)
// or, with S3 configured, the bucket's public address S3_FILE_URL.
const mediaOrigins = [apiOrigin]
if (process.env.S3_FILE_URL) {
  const s3Origin = new URL(process.env.S3_FILE_URL).origin
  if (s3Origin !== apiOrigin) mediaOrigins.push(s3Origin)
}
const media = mediaOrigins.join(" ")

/**
 * Sent with every answer. Scripts and styles only from this server (the build has no
 * inline ones; React sets style properties through the DOM, which CSP allows); the
 * browser talks to this server and the API only, shows images and plays videos from
 * them (avatars and goods media are files on the API server, or S3_FILE_URL's
 * origin) and images from data: URLs, and no site may frame the app.
 */
const SECURITY_HEADERS = {
  "content-security-policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${media} data:`,
    `media-src 'self' ${media}`,
    `connect-src 'self' ${apiOrigin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), clipboard-write=(self)",
  "x-content-type-options": "nosniff",
  "cross-origin-opener-policy": "same-origin",
}
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
}
/** Paths with these endings are files, never app routes. */
const ASSET_EXTENSIONS = new Set(
  Object.keys(TYPES).filter((ext) => ext !== ".html" && ext !== ".txt")
)
const index = path.join(dist, "index.html")
if (!fs.existsSync(index)) {
  console.error(
    `No build in ${dist}: run "npm run build -w @uuc/storefront" first`
  )
  process.exit(1)
}

function send(req, res, status, headers, body) {
  res.writeHead(status, { ...SECURITY_HEADERS, ...headers })
  res.end(req.method === "HEAD" ? undefined : body)
}

function sendFile(req, res, file, cacheControl) {
  res.writeHead(200, {
    "content-type": TYPES[path.extname(file)] || "application/octet-stream",
    "cache-control": cacheControl,
    ...SECURITY_HEADERS,
  })
  if (req.method === "HEAD") return res.end()
  fs.createReadStream(file)
    .on("error", () => res.destroy())
    .pipe(res)
}

/** The file under dist/ a path names, or null (outside dist/, missing, a folder). */
function resolveFile(pathname) {
  const file = path.normalize(path.join(dist, pathname))
  if (!file.startsWith(dist + path.sep)) return null
  try {
    return fs.statSync(file).isFile() ? file : null
  } catch {
    return null
  }
}

const server = http.createServer((req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return send(req, res, 405, { allow: "GET, HEAD" }, "Method Not Allowed")
  }
  let pathname
  try {
    pathname = decodeURIComponent(
      new URL(req.url || "/", "http://localhost").pathname
    )
  } catch {
    return send(req, res, 400, { "content-type": TYPES[".txt"] }, "Bad Request")
  }
  if (pathname === "/config.json") {
    return send(
      req,
      res,
      200,
      { "content-type": TYPES[".json"], "cache-control": "no-store" },
      config
    )
  }
  const file = resolveFile(pathname)
  // Vite puts content-hashed files under /assets/: they never change.
  const hashed = pathname.startsWith("/assets/")
  if (file) {
    return sendFile(
      req,
      res,
      file,
      hashed ? "public, max-age=31536000, immutable" : "no-cache"
    )
  }
  // A stale chunk name after a deploy must fail as a 404, not as HTML parsed as JS.
  if (hashed || ASSET_EXTENSIONS.has(path.extname(pathname))) {
    return send(
      req,
      res,
      404,
      { "content-type": TYPES[".txt"], "cache-control": "no-cache" },
      "Not Found"
    )
  }
  sendFile(req, res, index, "no-cache")
})

server.listen(port, host, () => {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host
  console.log(`Storefront on http://${shown}:${port}/home`)
})

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  // Keep-alive clients that do not hang up get a few seconds, then are cut.
  setTimeout(() => {
    server.closeAllConnections()
    process.exit(0)
  }, 3000).unref()
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
