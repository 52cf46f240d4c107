import {
  allowFields,
  authenticate,
  defineMiddlewares,
} from "@medusajs/framework/http"
import {
  errorHandler,
  notUnderImpersonation,
  stepUp,
  validateBody,
  validateQuery,
} from "@uuc/errors"
import "./messages"
import {
  AdminCancel,
  AdminGoods,
  AdminGoodsQuery,
  OrdersQuery,
  Ship,
  StoreCheckout,
  StoreGoodsByPriceQuery,
  StorePoints,
  UucCart,
  UucAddressBody,
  UucItem,
  UucQuantity,
} from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])
// Money moves of the shop: never under impersonation; checkout also needs the key and
// the secondary password before a replay is answered (verified here, once).
const readOnlyUnderImpersonation = notUnderImpersonation()

/**
 * Our linked goods fields the catalogue may ask for in the same request as Medusa's
 * (`fields=*shop_product,*variants.shop_variant`): the store routes answer only the
 * fields they allow and silently drop the rest.
 */
export const STORE_GOODS_FIELDS = [
  "shop_product",
  "shop_product.id",
  "shop_product.points_discount",
  "shop_product.video",
  "shop_product.status",
  "shop_product.merchant_id",
  "variants.shop_variant",
  "variants.shop_variant.id",
  "variants.shop_variant.member_price",
  "variants.shop_variant.uuc_price",
]

export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    // No method: fields are validated before method-scoped middlewares run. A
    // method-less matcher is a prefix, so /store/products/:id is covered too.
    {
      matcher: "/store/products",
      middlewares: [allowFields(STORE_GOODS_FIELDS)],
    },
    {
      matcher: "/admin/goods",
      methods: ["GET"],
      middlewares: [validateQuery(AdminGoodsQuery)],
    },
    {
      matcher: "/admin/goods",
      methods: ["POST"],
      middlewares: [validateBody(AdminGoods)],
    },
    {
      matcher: "/admin/goods/:id",
      methods: ["POST"],
      middlewares: [validateBody(AdminGoods)],
    },
    {
      matcher: "/admin/shop/orders",
      methods: ["GET"],
      middlewares: [validateQuery(OrdersQuery)],
    },
    {
      matcher: "/admin/shop/orders/:id/ship",
      methods: ["POST"],
      middlewares: [validateBody(Ship)],
    },
    {
      matcher: "/admin/shop/orders/:id/cancel",
      methods: ["POST"],
      middlewares: [
        validateBody(AdminCancel),
        stepUp({ actor: "staff", idempotency: false }),
      ],
    },
    {
      matcher: "/store/carts/:id/points",
      methods: ["POST"],
      middlewares: [
        member,
        validateBody(StorePoints),
        readOnlyUnderImpersonation,
      ],
    },
    {
      matcher: "/store/shop/uuc-carts",
      methods: ["POST"],
      middlewares: [member, validateBody(UucCart)],
    },
    {
      matcher: "/store/carts/:id/uuc-line-items",
      methods: ["POST"],
      middlewares: [member, validateBody(UucItem)],
    },
    {
      matcher: "/store/carts/:id/uuc-address",
      methods: ["POST"],
      middlewares: [member, validateBody(UucAddressBody)],
    },
    {
      matcher: "/store/carts/:id/uuc-line-items/:line_id",
      methods: ["POST"],
      middlewares: [member, validateBody(UucQuantity)],
    },
    {
      matcher: "/store/carts/:id/checkout",
      methods: ["POST"],
      middlewares: [
        member,
        validateBody(StoreCheckout),
        stepUp({ actor: "member" }),
      ],
    },
    {
      // Guests too: a card holder's token picks the member price to sort by.
      matcher: "/store/shop/products",
      methods: ["GET"],
      middlewares: [
        authenticate("customer", ["bearer"], { allowUnauthenticated: true }),
        validateQuery(StoreGoodsByPriceQuery),
      ],
    },
    {
      matcher: "/store/shop/orders",
      methods: ["GET"],
      middlewares: [member, validateQuery(OrdersQuery)],
    },
    {
      matcher: "/store/shop/orders/:id/*",
      methods: ["POST"],
      middlewares: [member, readOnlyUnderImpersonation],
    },
  ],
})
