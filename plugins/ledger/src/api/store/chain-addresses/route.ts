import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import type { StoreChainAddresses } from "../../answer-types"

/**
 * The platform's receiving address per chain, and the recharge links. `demo`: the
 * address was put there by the demo seed, not by staff, so members must not pay to it.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const [addresses, links] = await Promise.all([
    ledger.getChainAddresses(),
    ledger.listRechargeLinks(
      { enabled: true },
      { order: { sort_order: "ASC", created_at: "ASC" } }
    ),
  ])
  res.json({
    chain_addresses: addresses.map((a) => ({
      chain: a.chain,
      address: a.address,
      demo: a.created_by === "seed",
    })),
    recharge_links: links.map((l) => ({
      id: l.id,
      title: l.title,
      url: l.url,
    })),
  } satisfies StoreChainAddresses)
}
