import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import { notFound } from "../../../../modules/ledger/lib/errors"
import type LedgerModuleService from "../../../../modules/ledger/service"
import type { AdminUpdateRechargeLinkType } from "../../../validators"

async function existing(ledger: LedgerModuleService, id: string) {
  const [link] = await ledger.listRechargeLinks({ id })
  if (!link) throw notFound("recharge_link_not_found")
  return link
}

export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { secondary_password, ...body } =
    req.validatedBody as AdminUpdateRechargeLinkType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  await existing(ledger, req.params.id)
  const recharge_link = await ledger.updateRechargeLinks({
    id: req.params.id,
    ...body,
  })
  res.json({ recharge_link })
}

export async function DELETE(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  await existing(ledger, req.params.id)
  await ledger.softDeleteRechargeLinks(req.params.id)
  res.json({ id: req.params.id, object: "recharge_link", deleted: true })
}
