import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler } from "@uuc/errors"
import "../modules/network/lib/messages"
import { adminNetworkRoutesMiddlewares } from "./admin/network/middlewares"
import { storeNetworkRoutesMiddlewares } from "./store/network/middlewares"

// Each resource's middlewares sit in the `middlewares.ts` beside its routes (as in
// Medusa's own API); Medusa loads only this file, which gathers them.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [...adminNetworkRoutesMiddlewares, ...storeNetworkRoutesMiddlewares],
})
