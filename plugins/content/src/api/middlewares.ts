import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler } from "@uuc/errors"
import { adminGuideRoutesMiddlewares } from "./admin/guide/middlewares"
import { adminNoticeRoutesMiddlewares } from "./admin/notices/middlewares"
import "./messages"
import { storeGuideRoutesMiddlewares } from "./store/guide/middlewares"
import { storeNoticeRoutesMiddlewares } from "./store/notices/middlewares"

// Each resource's middlewares sit in the `middlewares.ts` beside its routes (as in
// Medusa's own API); Medusa loads only this file, which gathers them.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    ...storeNoticeRoutesMiddlewares,
    ...storeGuideRoutesMiddlewares,
    ...adminNoticeRoutesMiddlewares,
    ...adminGuideRoutesMiddlewares,
  ],
})
