import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import { staffIdOf } from "../../actors"
import type { RechargeLinkAnswer, RechargeLinks } from "../../answer-types"
import type { AdminCreateRechargeLinkType } from "./validators"

/** Every recharge link, in display order. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const links = await ledger.listRechargeLinks(
    {},
    { order: { sort_order: "ASC", created_at: "ASC" } }
  )
  res.json({ recharge_links: links } satisfies RechargeLinks)
}

export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  // the secondary password was checked by the route's step-up; never stored
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { secondary_password, ...link } =
    req.validatedBody as AdminCreateRechargeLinkType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const recharge_link = await ledger.saveRechargeLink(staffIdOf(req), {
    op: "create",
    data: link,
  })
  res.status(201).json({ recharge_link } satisfies RechargeLinkAnswer)
}
