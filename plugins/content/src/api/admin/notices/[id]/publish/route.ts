import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { presentAdminNotice } from "../../../../../lib/present"
import { updateNoticeWorkflow } from "../../../../../workflows"
import { findNotice } from "../find-notice"

export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await findNotice(req.scope, req.params.id)
  const { result } = await updateNoticeWorkflow(req.scope).run({
    input: { id: req.params.id, published: true },
  })
  res.json({ notice: presentAdminNotice(result) })
}
