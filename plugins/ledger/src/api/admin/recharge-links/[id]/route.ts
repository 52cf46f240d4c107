import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import type LedgerModuleService from "../../../../modules/ledger/service"
import { staffIdOf } from "../../../actors"
import type { RechargeLinkAnswer } from "../../../answer-types"
import type { AdminUpdateRechargeLinkType } from "../validators"

export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { secondary_password, ...body } =
    req.validatedBody as AdminUpdateRechargeLinkType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const recharge_link = await ledger.saveRechargeLink(staffIdOf(req), {
    op: "update",
    id: req.params.id,
    data: body,
  })
  res.json({ recharge_link } satisfies RechargeLinkAnswer)
}

export async function DELETE(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  await ledger.saveRechargeLink(staffIdOf(req), {
    op: "delete",
    id: req.params.id,
  })
  res.json({
    id: req.params.id,
    object: "recharge_link",
    deleted: true,
  } satisfies HttpTypes.DeleteResponse<"recharge_link">)
}
