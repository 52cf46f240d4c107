import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler } from "@uuc/errors"

/**
 * The app's one error handler: every plugin's errors answer the contract's
 * `{ code, message, field? }` (api.md). Plugins leave `errorHandler` unset.
 */
export default defineMiddlewares({
  errorHandler: errorHandler(),
})
