import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { CONTENT_MODULE } from "../../../../modules/content"
import type ContentModuleService from "../../../../modules/content/service"
import { presentAdminNotice } from "../../../../lib/present"
import { updateNoticeWorkflow } from "../../../../workflows"
import type { AdminNoticeAnswer } from "../../../answers"

/** The notice with this id, or a 404 with the contract's code. */
export async function findNotice(scope: MedusaContainer, id: string) {
  const content = scope.resolve<ContentModuleService>(CONTENT_MODULE)
  const [notice] = await content.listNotices({ id })
  if (!notice)
    throw new AppError(MedusaError.Types.NOT_FOUND, "notice_not_found")
  return notice
}

/** Publishes or unpublishes the notice of the route and answers it. */
export async function setPublished(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<AdminNoticeAnswer>,
  published: boolean
) {
  await findNotice(req.scope, req.params.id)
  const { result } = await updateNoticeWorkflow(req.scope).run({
    input: {
      id: req.params.id,
      published,
      staff_id: req.auth_context.actor_id,
      action: published ? "notice.publish" : "notice.unpublish",
    },
  })
  res.json({ notice: presentAdminNotice(result) } satisfies AdminNoticeAnswer)
}
