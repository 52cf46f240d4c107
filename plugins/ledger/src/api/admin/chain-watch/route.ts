import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { chainConfigs } from "../../../lib/chains/config"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import type { ChainScan, ChainWatch } from "../../answer-types"
import { withUsernames } from "../with-usernames"
import type { AdminChainWatchQueryType } from "./validators"

/**
 * What staff watch of the chains: per configured chain its token, confirmations,
 * last final block, the head at the last scan (the lag is their difference) and
 * the last RPC error; then the logs that credited nothing (wrong token, to the
 * shared address without a report, dust, dropped by a reorg).
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const query = req.validatedQuery as AdminChainWatchQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const [cursors, listed] = await Promise.all([
    ledger.chainCursors(),
    ledger.listChainDeposits(query),
  ])
  const chains = chainConfigs().map((c): ChainScan => {
    const cursor = cursors.find((k) => k.chain === c.chain)
    const last = cursor?.last_block ?? null
    const head = cursor?.head_block ?? null
    return {
      chain: c.chain,
      token: c.usdt,
      decimals: c.decimals,
      confirmations: c.confirmations,
      first_block: cursor?.first_block ?? null,
      last_block: last,
      scanned_to: cursor?.scanned_to ?? null,
      head_block: head,
      lag:
        last != null && head != null
          ? String(BigInt(head) - BigInt(last))
          : null,
      scanned_at: cursor?.scanned_at ?? null,
      error: cursor?.error ?? null,
      error_at: cursor?.error_at ?? null,
      errors: cursor?.errors ?? 0,
    }
  })
  res.json({
    chains,
    deposits: await withUsernames(req, listed.deposits),
    count: listed.count,
    limit: query.limit,
    offset: query.offset,
  } satisfies ChainWatch)
}
