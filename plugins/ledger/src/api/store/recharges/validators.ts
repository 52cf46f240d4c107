import { z } from "@medusajs/framework/zod"
import { amount, chain, txHash } from "../../utils/validators"

export const StoreCreateRecharge = z.object({ amount, chain, tx_hash: txHash })
export type StoreCreateRechargeType = z.infer<typeof StoreCreateRecharge>
