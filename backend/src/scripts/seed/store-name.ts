import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { updateStoresWorkflow } from "@medusajs/medusa/core-flows"

/** The name the admin shows instead of Medusa's default "Medusa Store". */
export const STORE_NAME = "UUC Members"

/**
 * Names the store, once: only while it still carries Medusa's default name (or
 * none), so a name staff chose in the settings is kept.
 */
export async function seedStoreName(container: MedusaContainer) {
  const stores = await container
    .resolve(Modules.STORE)
    .listStores({}, { take: 1 })
  const store = stores[0]
  if (!store || (store.name && store.name !== "Medusa Store")) return
  await updateStoresWorkflow(container).run({
    input: { selector: { id: store.id }, update: { name: STORE_NAME } },
  })
}
