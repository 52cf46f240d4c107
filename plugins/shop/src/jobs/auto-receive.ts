import type { MedusaContainer } from "@medusajs/framework/types"
import { autoReceive } from "../lib/auto-receive"

/** Hourly: orders shipped `shop.auto_receive_days` ago are received (rules.md §7). */
export default async function autoReceiveJob(container: MedusaContainer) {
  const n = await autoReceive(container)
  if (n)
    container.resolve("logger").info(`shop: ${n} orders received automatically`)
}

export const config = { name: "shop-auto-receive", schedule: "7 * * * *" }
