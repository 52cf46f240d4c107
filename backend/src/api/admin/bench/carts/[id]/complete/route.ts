import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  ContainerRegistrationKeys,
  MedusaError,
  Modules,
} from "@medusajs/framework/utils"
import { completeCartWorkflowId } from "@medusajs/medusa/core-flows"
import { defaultStoreRetrieveOrderFields } from "@medusajs/medusa/api/store/orders/query-config"

type Permits = { grantCompletion(cartId: string): Promise<string> }

/**
 * POST /admin/bench/carts/:id/complete: the stock arm of `npm run bench:shop`,
 * Medusa's own `POST /store/carts/:id/complete` (the workflow engine's
 * completeCartWorkflow, then the order read with the store's order fields) for a
 * cart paid with the system provider. It exists only on the bench's server
 * (UUC_BENCH_STOCK_COMPLETION=on, else 404) and only for staff (an /admin route),
 * so members never reach a completion the checkout did not start. The shop's
 * checkout-only hook refuses a completion without the checkout's one-use permit;
 * the permit is granted here through the shop service exactly as the checkout
 * grants it, so the stock figure carries the hook's two small statements too.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  if (process.env.UUC_BENCH_STOCK_COMPLETION !== "on")
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "Not found")
  const id = req.params.id
  const shop_permit = await req.scope
    .resolve<Permits>("shop")
    .grantCompletion(id)
  const { errors, result } = await req.scope
    .resolve(Modules.WORKFLOW_ENGINE)
    .run(completeCartWorkflowId, {
      input: { id, shop_permit },
      throwOnError: false,
    })
  if (errors?.[0]) throw errors[0].error
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "order",
      fields: defaultStoreRetrieveOrderFields,
      filters: { id: (result as { id: string }).id },
    })
  res.status(200).json({ type: "order", order: data[0] })
}
