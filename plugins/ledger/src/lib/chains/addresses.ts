import type LedgerModuleService from "../../modules/ledger/service"
import { depositKey } from "./config"
import { deriveAddress } from "./derive"

/** The member's deposit address, or null when no extended public key is set. */
export async function memberDepositAddress(
  ledger: LedgerModuleService,
  memberId: string
): Promise<string | null> {
  const key = depositKey()
  if (!key) return null
  return ledger.depositAddressOf({
    member_id: memberId,
    xpub_id: key.id,
    derive: (index) => deriveAddress(key.key, index),
  })
}
