import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
} from "@medusajs/medusa/core-flows"

/**
 * Makes sure the storefront has a publishable key linked to a sales channel: store
 * routes refuse requests without one.
 */
export async function seedStorefrontKey(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: keys } = await query.graph({
    entity: "api_key",
    fields: ["id", "token", "revoked_at", "sales_channels.id"],
    filters: { type: "publishable" },
  })
  const existing = keys.find((k) => !k.revoked_at)
  if (existing?.sales_channels?.length) return
  let keyId = existing?.id
  if (!keyId) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: {
        api_keys: [
          { title: "Storefront", type: "publishable", created_by: "" },
        ],
      },
    })
    keyId = result[0].id
  }

  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL)
  let [channel] = await salesChannelModule.listSalesChannels({}, { take: 1 })
  if (!channel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: "Default Sales Channel" }] },
    })
    channel = result[0]
  }
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: keyId, add: [channel.id] },
  })
}
