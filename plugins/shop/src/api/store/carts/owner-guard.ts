import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import type {
  ICartModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
  Modules,
} from "@medusajs/framework/utils"
import { AppError, pathBelowMount } from "@uuc/errors"
import Decimal from "decimal.js"
import { readShopPlan } from "../../../lib/plan"

// Medusa's own store routes reach the same carts, payments and orders as the
// shop's checkout. A member's cart answers to its member only: every
// `/store/carts/:id…`, `/store/payment-collections…` and `/store/orders/:id…`
// route, Medusa's and ours, answers 404 to anyone else (no token, another member),
// and to staff logged in as the member for what moves money. Carts are created by
// members only; quantities are whole numbers up to the plan's `shop.max_quantity`.
// Middlewares without methods: Medusa registers them before every route under
// their path (its router sorts method-less matchers first), whichever plugin
// declares the route.

type Auth = {
  actor_id?: string
  actor_type?: string
  app_metadata?: Record<string, unknown>
}
type Req = MedusaRequest & { auth_context?: Auth }

const cartNotFound = () =>
  new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
const orderNotFound = () =>
  new AppError(MedusaError.Types.NOT_FOUND, "shop_order_not_found")
const badQuantity = () =>
  new AppError(MedusaError.Types.INVALID_DATA, "invalid_quantity", "quantity")

/** The member's customer behind the request, or null (no token, not a member). */
export function memberCustomer(req: Req): string | null {
  const auth = req.auth_context
  const member = auth?.app_metadata?.member_id
  if (auth?.actor_type !== "customer" || !auth.actor_id) return null
  return typeof member === "string" && member ? auth.actor_id : null
}

const impersonated = (req: Req) =>
  typeof req.auth_context?.app_metadata?.impersonated_by === "string"

/**
 * The path below the middleware's mount point as Express matched it (lower case,
 * no trailing or doubled slash, percent-encoding decoded), e.g. `/line-items/li_1`:
 * `/LINE-ITEMS/` reaches the same route as `/line-items`, so it meets the same
 * checks. Ids come from `req.params`, never from this (it is lower-cased).
 */
const below = (req: Req, mount: string) => pathBelowMount(req, mount) ?? ""

/**
 * The cart's owner, and its lines when `items` (the line-item routes' quantity
 * check), or null when there is no such cart. Every cart request passes here, the
 * checkout's too: without lines it is one statement.
 */
async function cartOf(container: MedusaContainer, id: string, items = false) {
  const [cart] = await container
    .resolve<ICartModuleService>(Modules.CART)
    .listCarts(
      { id },
      {
        select: ["id", "customer_id"],
        relations: items ? ["items"] : [],
        take: 1,
      }
    )
  return cart ?? null
}

/** Refuses a quantity that is not a whole number from `min` to the plan's limit. */
async function checkQuantity(
  container: MedusaContainer,
  value: unknown,
  min: number,
  alreadyInCart = 0
) {
  if (value === undefined) return
  // the UUC cart's routes coerce numeric texts, as their validators do
  if (typeof value === "string" && /^\d+$/.test(value)) value = Number(value)
  const { max_quantity } = await readShopPlan(container)
  const ok =
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= min &&
    new Decimal(value).plus(alreadyInCart).lte(max_quantity)
  if (!ok) throw badQuantity()
}

/** Wraps an async guard as an Express middleware. */
const guard =
  (fn: (req: Req) => Promise<void>) =>
  (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    fn(req as Req).then(() => next(), next)
  }

/** `/store/carts`: members create carts; the customer and its email are theirs. */
const createCart = guard(async (req) => {
  if (req.method !== "POST" || below(req, "/store/carts") !== "") return
  if (!memberCustomer(req))
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
  const body = (req.body ?? {}) as Record<string, unknown>
  // Medusa would find or make a customer by this email: the cart is the member's
  delete body.email
  delete body.customer_id
  const items = Array.isArray(body.items) ? body.items : []
  for (const item of items)
    await checkQuantity(
      req.scope,
      (item as { quantity?: unknown } | null)?.quantity,
      1
    )
})

/** `/store/carts/:id…`: the owner only; money under impersonation: no one. */
const ownCart = guard(async (req) => {
  const id = req.params.id
  const rest = below(req, "/store/carts/:id")
  const customer = memberCustomer(req)
  const lines = req.method === "POST" && /^\/(uuc-)?line-items$/.test(rest)
  const cart = customer ? await cartOf(req.scope, id, lines) : null
  if (!cart || cart.customer_id !== customer) throw cartNotFound()
  // staff viewing as the member may look, never pay (our checkout answers its 403);
  // the member pays through the checkout only. The completion's validate hook
  // refuses the same for any other caller of the workflow (its error reaches this
  // route without its code, so the route answers first).
  if (req.method === "POST" && rest === "/complete") {
    if (impersonated(req)) throw cartNotFound()
    throw new AppError(MedusaError.Types.INVALID_DATA, "checkout_required")
  }
  if (req.method !== "POST") return
  const body = (req.body ?? {}) as Record<string, unknown>
  if (rest === "") {
    // an email would re-assign the cart to a guest customer of that email
    delete body.email
    delete body.customer_id
  }
  if (rest === "/line-items" || rest === "/uuc-line-items") {
    const variant = body.variant_id
    const inCart = (cart.items ?? [])
      .filter((i) => i.variant_id === variant)
      .reduce((s, i) => s + Number(i.quantity), 0)
    await checkQuantity(req.scope, body.quantity, 1, inCart)
  }
  if (/^\/(uuc-)?line-items\/[^/]+$/.test(rest))
    await checkQuantity(req.scope, body.quantity, 0)
})

/** `/store/payment-collections…`: for the owner's cart only, never under impersonation. */
const ownPaymentCollection = guard(async (req) => {
  const customer = memberCustomer(req)
  if (!customer || impersonated(req)) throw cartNotFound()
  // `/store/payment-collections/:id…` is decided by its own matcher (the id)
  if (below(req, "/store/payment-collections") !== "") return
  const cartId: unknown = (req.body as { cart_id?: unknown } | undefined)
    ?.cart_id
  await ownCartById(req, customer, cartId)
})

/** `/store/payment-collections/:id…`: the collection's cart must be the owner's. */
const ownPaymentCollectionById = guard(async (req) => {
  const customer = memberCustomer(req)
  if (!customer || impersonated(req)) throw cartNotFound()
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "payment_collection",
      fields: ["id", "cart.id"],
      filters: { id: req.params.id },
    })
  const cartId = (data[0] as { cart?: { id?: string } } | undefined)?.cart?.id
  await ownCartById(req, customer, cartId)
})

/** Refuses (404 `cart_not_found`) unless `cartId` is a cart of `customer`'s. */
export async function ownCartById(
  req: MedusaRequest,
  customer: string,
  cartId: unknown
) {
  const cart =
    typeof cartId === "string" ? await cartOf(req.scope, cartId) : null
  if (!cart || cart.customer_id !== customer) throw cartNotFound()
}

/**
 * `/store/orders/:id…`: Medusa answers any order by its id to anyone, and lets a
 * customer ask for another's order to be transferred. A member's order answers
 * to its member; orders are never transferred.
 */
const ownOrder = guard(async (req) => {
  const customer = memberCustomer(req)
  const rest = below(req, "/store/orders/:id")
  if (!customer || rest !== "") throw orderNotFound()
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "order",
      fields: ["id", "customer_id"],
      filters: { id: req.params.id },
    })
  const order = data[0] as { customer_id?: string | null } | undefined
  if (!order || order.customer_id !== customer) throw orderNotFound()
})

export const storeCartOwnerMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts", middlewares: [createCart] },
  { matcher: "/store/carts/:id", middlewares: [ownCart] },
  {
    matcher: "/store/payment-collections",
    middlewares: [ownPaymentCollection],
  },
  {
    matcher: "/store/payment-collections/:id",
    middlewares: [ownPaymentCollectionById],
  },
  { matcher: "/store/orders/:id", middlewares: [ownOrder] },
]
