import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { normalisePath } from "@uuc/errors"
import { onRequestEntry } from "./request-entry"

/**
 * The admin dashboard (`/app`) may not be framed by any site: a framed staff screen
 * is a clickjacking target (one click on "approve", "adjust", "log in as member").
 */
function setAntiFraming(res: { setHeader(name: string, value: string): void }) {
  res.setHeader("X-Frame-Options", "DENY")
  res.setHeader("Content-Security-Policy", "frame-ancestors 'none'")
}

/** For the API's own answers under /app, should a route ever live there. */
export function antiFraming(
  _req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  setAntiFraming(res)
  next()
}

/** Under /app as Express serves it (`/APP/`, `//app` too: @uuc/errors `normalisePath`). */
const isAdminPath = (url = "") => {
  const path = normalisePath(url)
  return path === "/app" || path.startsWith("/app/")
}

let installed = false
/**
 * Medusa mounts the dashboard's files on the Express app before any plugin
 * middleware (and answers them itself), so a middleware never sees `/app`. The
 * headers are therefore set where every request enters (request-entry.ts), for
 * paths under /app only.
 */
export function protectAdminFromFraming() {
  if (installed) return
  installed = true
  onRequestEntry((req, res) => {
    if (isAdminPath(req.url)) setAntiFraming(res)
  })
}
