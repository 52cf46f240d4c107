import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * The ledger's events other plugins follow (the notifications plugin tells the
 * member): emitted after the money's transaction committed, with the row's id
 * only, so a follower reads the row as it is. A crash between the commit and the
 * emit loses the event, never the money.
 */
export type LedgerEvent =
  | "ledger.recharge.credited"
  | "ledger.withdrawal.paid"
  | "ledger.withdrawal.rejected"

export type Announce = (name: LedgerEvent, id: string) => Promise<void>

/** An `Announce` through the container's event bus. */
export function announcer(container: MedusaContainer): Announce {
  return async (name, id) => {
    await container.resolve(Modules.EVENT_BUS).emit({ name, data: { id } })
  }
}
