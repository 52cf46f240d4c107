import { Server, type IncomingMessage, type ServerResponse } from "http"

type EntryHandler = (req: IncomingMessage, res: ServerResponse) => void

const handlers: EntryHandler[] = []
let installed = false

/**
 * Runs `handler` on every request where it enters, the HTTP server's "request"
 * event, before Express and Medusa's own mounts (the dashboard's files, the
 * authentication by path) see it: a middleware would come after them. One
 * wrapper of `Server.prototype.emit`, whatever the number of handlers, which run
 * in the order they were added. Installed when this plugin's middlewares load,
 * before the server listens.
 */
export function onRequestEntry(handler: EntryHandler) {
  handlers.push(handler)
  if (installed) return
  installed = true
  const emit = Server.prototype.emit
  Server.prototype.emit = function (
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse]
      for (const run of handlers) run(req, res)
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}
