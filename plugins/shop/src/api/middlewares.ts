import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler } from "@uuc/errors"
import { adminGoodsRoutesMiddlewares } from "./admin/goods/middlewares"
import { adminShopRoutesMiddlewares } from "./admin/shop/middlewares"
import "./messages"
import { storeCartRoutesMiddlewares } from "./store/carts/middlewares"
import { storeCartOwnerMiddlewares } from "./store/carts/owner-guard"
import { storeClosedRoutesMiddlewares } from "./store/closed-routes"
import { storeProductRoutesMiddlewares } from "./store/products/middlewares"
import { storeShopRoutesMiddlewares } from "./store/shop/middlewares"

// Each resource's middlewares sit in the `middlewares.ts` beside its routes (as in
// Medusa's own API); Medusa loads only this file, which gathers them.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    // First: the method-less prefix on Medusa's /store/products routes.
    ...storeProductRoutesMiddlewares,
    // Medusa's own cart, payment and order routes answer to the cart's member only
    ...storeCartOwnerMiddlewares,
    // Medusa's returns are closed; its shipping calculation, the cart's member only
    ...storeClosedRoutesMiddlewares,
    ...adminGoodsRoutesMiddlewares,
    ...adminShopRoutesMiddlewares,
    ...storeCartRoutesMiddlewares,
    ...storeShopRoutesMiddlewares,
  ],
})
