import {
  createStep,
  createWorkflow,
  StepResponse,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  createProductVariantsWorkflow,
  deleteProductVariantsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import type { GoodsView } from "../api/answers"
import type { GoodsInput } from "../lib/goods"
import {
  addSpecValues,
  checkEdit,
  removeSpecValues,
  restoreBasePrices,
  restoreShopVariants,
  saveShopVariants,
  setBasePrices,
  setListed,
  type EditPlan,
} from "../lib/goods-edit-steps"
import { productStatus, rank, SPEC, usd } from "../lib/goods-product"
import { syncMemberPrices } from "../lib/member-prices"
import { goodsTextMetadata, specNameMetadata } from "../lib/translations"
import type { ListingStatus } from "../lib/shop-fields"

/** An edit of goods: as they are, as asked, the listing state they end in. */
export type GoodsEditRun = {
  current: GoodsView
  input: GoodsInput
  status: ListingStatus
  /** A staff route's audit intent: its row is written with the last step. */
  audit_intent?: string
}

/** Every check, before any change (lib/goods-edit-steps.ts). */
const checkStep = createStep(
  "shop-goods-edit-check",
  async (run: GoodsEditRun, { container }) =>
    new StepResponse(await checkEdit(container, run.current, run.input))
)

/**
 * Changes nothing; its undo runs last of all undos, when the goods are back as
 * they were, and derives their member prices again (the sync step's lists).
 */
const resyncOnUndoStep = createStep(
  "shop-goods-edit-resync-on-undo",
  async (id: string) => new StepResponse(id, id),
  async (id, { container }) => {
    if (id) await syncMemberPrices(container, [id])
  }
)

/**
 * Listed goods that go back to review leave the shelf before any price or spec
 * changes, so no unreviewed change is ever live; the undo lists them again.
 */
const unlistStep = createStep(
  "shop-goods-edit-unlist",
  async (run: GoodsEditRun, { container }) => {
    if (run.current.status !== "listed" || run.status === "listed")
      return new StepResponse(null, null)
    await setListed(container, run.current.id, false)
    return new StepResponse(run.current.id, run.current.id)
  },
  async (id, { container }) => {
    if (id) await setListed(container, id, true)
  }
)

/** The spec option's new values; the undo removes them. */
const specValuesStep = createStep(
  "shop-goods-edit-spec-values",
  async (run: GoodsEditRun, { container }) => {
    const added = await addSpecValues(
      container,
      run.current.id,
      run.input.specs.map((s) => s.name)
    )
    return new StepResponse(added, { id: run.current.id, added })
  },
  async (undo, { container }) => {
    if (undo?.added) await removeSpecValues(container, undo.id, undo.added)
  }
)

/** The kept specs' base prices; the undo puts the old amounts back. */
const basePricesStep = createStep(
  "shop-goods-edit-base-prices",
  async (plan: EditPlan, { container }) => {
    const before = await setBasePrices(
      container,
      plan.kept.map((s) => ({ variant_id: s.id, price: s.price }))
    )
    return new StepResponse(undefined, before)
  },
  async (before, { container }) => {
    if (before?.length) await restoreBasePrices(container, before)
  }
)

/** Member and UUC prices of kept and added specs; the undo puts the old ones back. */
const shopVariantsStep = createStep(
  "shop-goods-edit-shop-variants",
  async (
    {
      plan,
      created,
    }: { plan: EditPlan; created?: { id: string; title: string }[] },
    { container }
  ) => {
    const byTitle = new Map((created ?? []).map((v) => [v.title, v.id]))
    const specs = [
      ...plan.kept.map((s) => ({ ...s, variant_id: s.id })),
      ...plan.added.flatMap((s) =>
        byTitle.has(s.name) ? [{ ...s, variant_id: byTitle.get(s.name)! }] : []
      ),
    ]
    const before = await saveShopVariants(container, plan.id, specs)
    return new StepResponse(undefined, before)
  },
  async (before, { container }) => {
    if (before) await restoreShopVariants(container, before)
  }
)

/** The card price lists follow the new prices (undone by the resync step's undo). */
const syncStep = createStep(
  "shop-goods-edit-sync",
  async (id: string, { container }) => {
    await syncMemberPrices(container, [id])
    return new StepResponse(undefined)
  }
)

/**
 * A goods edit, whole or not at all: checks, then (listed goods going
 * back to review) off the shelf, spec values, removed, updated and added specs
 * (Medusa's variant workflows, undone by their own compensations), the kept
 * specs' prices (our step: see setBasePrices), our spec fields, the member price
 * lists, and last the product's fields with ours and the staff's audit row
 * (Medusa's product workflow and its hook). A failure anywhere undoes every earlier step, in reverse.
 */
export const updateGoodsWorkflow = createWorkflow(
  "shop-update-goods",
  (run: GoodsEditRun) => {
    const plan = checkStep(run)
    const id = transform({ run }, ({ run }) => run.current.id)
    resyncOnUndoStep(id)
    unlistStep(run)
    specValuesStep(run)
    const gone = transform({ plan }, ({ plan }) => ({ ids: plan.gone }))
    when({ plan }, ({ plan }) => plan.gone.length > 0).then(() => {
      deleteProductVariantsWorkflow.runAsStep({ input: gone })
    })
    // kept specs' titles and places here, their prices in our own step
    const kept = transform({ plan }, ({ plan }) => ({
      product_variants: plan.kept.map((s) => ({
        id: s.id,
        title: s.name,
        options: { [SPEC]: s.name },
        metadata: specNameMetadata(s.name, s.names),
        ...rank(s.rank),
      })),
    }))
    when({ plan }, ({ plan }) => plan.kept.length > 0).then(() => {
      updateProductVariantsWorkflow.runAsStep({ input: kept })
    })
    basePricesStep(plan)
    const added = transform({ plan }, ({ plan }) => ({
      product_variants: plan.added.map((s) => ({
        product_id: plan.id,
        title: s.name,
        options: { [SPEC]: s.name },
        metadata: specNameMetadata(s.name, s.names),
        manage_inventory: false,
        prices: usd(s.price),
        ...rank(s.rank),
      })),
    }))
    const created = when({ plan }, ({ plan }) => plan.added.length > 0).then(
      () => createProductVariantsWorkflow.runAsStep({ input: added })
    )
    shopVariantsStep({ plan, created })
    syncStep(id)
    const update = transform({ run }, ({ run }) => ({
      selector: { id: run.current.id },
      update: {
        title: run.input.title,
        description: run.input.description ?? undefined,
        metadata: goodsTextMetadata(run.input),
        status: productStatus(run.status),
        category_ids: run.input.category ? [run.input.category] : [],
        images: run.input.images?.map((url) => ({ url })),
        thumbnail: run.input.images?.[0] ?? null,
      },
      additional_data: {
        shop: {
          points_discount: run.input.points_discount,
          video: run.input.video ?? null,
          status: run.status,
          ...(run.input.merchant_id !== undefined
            ? { merchant_id: run.input.merchant_id }
            : {}),
          audit_intent: run.audit_intent,
        },
      },
    }))
    updateProductsWorkflow.runAsStep({ input: update })
    return new WorkflowResponse(id)
  }
)
