import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import type { IFulfillmentModuleService } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { AppError, pathBelowMount } from "@uuc/errors"
import { memberCustomer, ownCartById } from "./carts/owner-guard"

// Medusa store routes the shop does not offer, or offers only to a cart's member
// (rules.md §7). Method-less matchers: Medusa runs them before every route under
// their path, whatever its spelling (`/store/RETURNS/` is `/store/returns`).

type Req = MedusaRequest & {
  auth_context?: {
    actor_id?: string
    actor_type?: string
    app_metadata?: Record<string, unknown>
  }
}

/**
 * `/store/returns…`: Medusa lets anyone holding a store key create and receive a
 * return of any order. Members do not make returns in this shop (staff cancel or
 * refund), so the route does not exist for them.
 */
function closedReturns(
  _req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction
) {
  next(new AppError(MedusaError.Types.NOT_FOUND, "not_found"))
}

/**
 * `/store/shipping-options/:id/calculate { cart_id }`: the cart must be the
 * member's own (404 `cart_not_found`, as on the cart routes), and only an option
 * with a calculated price can be calculated (400 `shipping_option_not_calculated`;
 * Medusa would fail inside its fulfilment provider).
 */
async function calculateShipping(req: Req) {
  if (req.method !== "POST") return
  if (pathBelowMount(req, "/store/shipping-options/:id") !== "/calculate")
    return
  const customer = memberCustomer(req)
  const cartId = (req.body as { cart_id?: unknown } | undefined)?.cart_id
  if (!customer)
    throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  await ownCartById(req, customer, cartId)
  const [option] = await req.scope
    .resolve<IFulfillmentModuleService>(Modules.FULFILLMENT)
    .listShippingOptions(
      { id: req.params.id },
      { select: ["id", "price_type"], take: 1 }
    )
  if (!option) throw new AppError(MedusaError.Types.NOT_FOUND, "not_found")
  if (option.price_type !== "calculated")
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "shipping_option_not_calculated"
    )
}

/** `GET /store/shipping-options?cart_id=`: the options of the member's own cart. */
async function listShipping(req: Req) {
  if (req.method !== "GET") return
  if (pathBelowMount(req, "/store/shipping-options") !== "") return
  const cartId = (req.query as { cart_id?: unknown }).cart_id
  const customer = memberCustomer(req)
  if (!customer)
    throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  await ownCartById(req, customer, cartId)
}

const guard =
  (fn: (req: Req) => Promise<void>) =>
  (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    fn(req as Req).then(() => next(), next)
  }

export const storeClosedRoutesMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/returns", middlewares: [closedReturns] },
  { matcher: "/store/shipping-options", middlewares: [guard(listShipping)] },
  {
    matcher: "/store/shipping-options/:id",
    middlewares: [guard(calculateShipping)],
  },
]
