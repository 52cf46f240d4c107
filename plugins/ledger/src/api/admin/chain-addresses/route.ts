import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import { staffIdOf } from "../../actors"
import type {
  AdminChainAddresses,
  ChainAddressAnswer,
} from "../../answer-types"
import type {
  AdminChainAddressesQueryType,
  AdminChainAddressType,
} from "./validators"

/** The current receiving address per chain; `?history=true`: every address ever set. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { history } = req.validatedQuery as AdminChainAddressesQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  res.json({
    chain_addresses: history
      ? await ledger.getChainAddressHistory()
      : await ledger.getChainAddresses(),
  } satisfies AdminChainAddresses)
}

/** Sets the receiving address of a chain; the previous one is retired, not deleted. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminChainAddressType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const staff = staffIdOf(req)
  const chain_address = await ledger.setChainAddress(
    { chain: body.chain, address: body.address, created_by: staff },
    { staff }
  )
  res.status(201).json({ chain_address } satisfies ChainAddressAnswer)
}
