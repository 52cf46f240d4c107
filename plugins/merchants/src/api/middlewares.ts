import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler } from "@uuc/errors"
import "../modules/merchants/lib/messages"
import { adminMerchantApplicationRoutesMiddlewares } from "./admin/merchant-applications/middlewares"
import { storeMerchantRoutesMiddlewares } from "./store/merchant/middlewares"
import { storeMerchantApplicationRoutesMiddlewares } from "./store/merchant-applications/middlewares"

// Each resource's middlewares sit in the `middlewares.ts` beside its routes (as in
// Medusa's own API); Medusa loads only this file, which gathers them.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    ...storeMerchantApplicationRoutesMiddlewares,
    // the method-less /store/merchant/* guard comes first within its array
    ...storeMerchantRoutesMiddlewares,
    ...adminMerchantApplicationRoutesMiddlewares,
  ],
})
