import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { presentAdminNotice } from "../../../../lib/present"
import {
  deleteNoticeWorkflow,
  updateNoticeWorkflow,
} from "../../../../workflows"
import type { AdminUpdateNoticeType } from "../validators"
import { findNotice } from "./find-notice"
import type { AdminNoticeAnswer } from "../../../answers"

export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const notice = await findNotice(req.scope, req.params.id)
  res.json({ notice: presentAdminNotice(notice) } satisfies AdminNoticeAnswer)
}

export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await findNotice(req.scope, req.params.id)
  const body = req.validatedBody as AdminUpdateNoticeType
  const { result } = await updateNoticeWorkflow(req.scope).run({
    input: {
      id: req.params.id,
      ...body,
      staff_id: req.auth_context.actor_id,
      action: "notice.update",
    },
  })
  res.json({ notice: presentAdminNotice(result) } satisfies AdminNoticeAnswer)
}

export async function DELETE(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await findNotice(req.scope, req.params.id)
  await deleteNoticeWorkflow(req.scope).run({
    input: { id: req.params.id, staff_id: req.auth_context.actor_id },
  })
  res.json({
    id: req.params.id,
    object: "notice",
    deleted: true,
  } satisfies HttpTypes.DeleteResponse<"notice">)
}
