// Serves the built storefront: hashed assets with a long cache, /config.json from
// the environment, and index.html for every other path (the app shows not-found).
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "dist")
const port = Number(process.env.STOREFRONT_PORT || 8000)
const host = process.env.HOST || "0.0.0.0"
const config = JSON.stringify({
  backendUrl: process.env.BACKEND_URL || "http://127.0.0.1:9000",
  publishableKey: process.env.PUBLISHABLE_KEY || "",
})
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
}
const index = path.join(dist, "index.html")
if (!fs.existsSync(index)) {
  console.error(
    `No build in ${dist}: run "npm run build -w @uuc/storefront" first`
  )
  process.exit(1)
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url || "/", "http://localhost")
  if (url.pathname === "/config.json") {
    res.writeHead(200, {
      "content-type": TYPES[".json"],
      "cache-control": "no-store",
    })
    return res.end(config)
  }
  const file = path.normalize(path.join(dist, decodeURIComponent(url.pathname)))
  const inside = file.startsWith(dist + path.sep)
  if (inside && fs.existsSync(file) && fs.statSync(file).isFile()) {
    const hashed = url.pathname.startsWith("/assets/")
    res.writeHead(200, {
      "content-type": TYPES[path.extname(file)] || "application/octet-stream",
      "cache-control": hashed
        ? "public, max-age=31536000, immutable"
        : "no-cache",
    })
    return fs.createReadStream(file).pipe(res)
  }
  res.writeHead(200, {
    "content-type": TYPES[".html"],
    "cache-control": "no-cache",
  })
  fs.createReadStream(index).pipe(res)
})

server.listen(port, host, () =>
  console.log(`Storefront on http://localhost:${port}/home`)
)
const stop = () => server.close(() => process.exit(0))
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
