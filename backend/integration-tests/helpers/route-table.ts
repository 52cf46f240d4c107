import type { Server } from "http"

const METHODS = new Set(["get", "post", "put", "patch", "delete"])

/** One Express layer, as much of it as the route table reads. */
type Layer = { route?: { path: unknown; methods: Record<string, boolean> } }
type ExpressApp = { _router?: { stack: Layer[] } }

/**
 * The test server's Express app: Medusa's runner boots it in this process and
 * listens with `app.listen`, so the listening http.Server's "request" listener is
 * the app (or the first of several listeners that has a router).
 */
function liveApp(): ExpressApp {
  const handles = (
    process as unknown as { _getActiveHandles(): unknown[] }
  )._getActiveHandles()
  for (const handle of handles) {
    const server = handle as Server
    if (typeof server?.listeners !== "function" || !server.listening) continue
    for (const listener of server.listeners("request")) {
      const app = listener as unknown as ExpressApp
      if (app._router?.stack) return app
    }
  }
  throw new Error("no listening Express app in this process")
}

/**
 * Every `METHOD /path` the running server serves, as Medusa registered it at boot
 * (`app[method](matcher, …)` for each route file's handler and each method-bound
 * middleware; wildcards left out), sorted and without duplicates; `prefix` keeps those under it
 * (`/store`). Method-less middlewares (`app.use`) are not routes and are left out.
 */
export function routeTable(prefix = "/"): string[] {
  const out = new Set<string>()
  // Medusa registers on the app itself: no sub-routers to walk
  for (const layer of liveApp()._router!.stack) {
    const path = layer.route?.path
    if (typeof path !== "string" || !path.startsWith(prefix)) continue
    // a wildcard matcher (`/store/customers/me*`, on every method) is a middleware
    if (path.includes("*")) continue
    for (const [method, on] of Object.entries(layer.route!.methods))
      if (on && METHODS.has(method)) out.add(`${method.toUpperCase()} ${path}`)
  }
  return [...out].sort()
}
