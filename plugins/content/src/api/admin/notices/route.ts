import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { CONTENT_MODULE } from "../../../modules/content"
import type ContentModuleService from "../../../modules/content/service"
import { presentAdminNotice } from "../../../lib/present"
import { createNoticeWorkflow } from "../../../workflows"
import type { AdminCreateNoticeType, AdminNoticesQueryType } from "./validators"
import type { AdminNoticeAnswer, AdminNoticeList } from "../../answers"

/** Every notice, newest first; `q` matches a title in any language. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { q, published, limit, offset } =
    req.validatedQuery as AdminNoticesQueryType
  const content = req.scope.resolve<ContentModuleService>(CONTENT_MODULE)
  const [notices, count] = await content.searchNotices({
    q,
    published,
    limit,
    offset,
  })
  res.json({
    notices: notices.map(presentAdminNotice),
    count,
    limit,
    offset,
  } satisfies AdminNoticeList)
}

export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminCreateNoticeType
  const { result } = await createNoticeWorkflow(req.scope).run({
    input: { ...body, created_by: req.auth_context.actor_id },
  })
  res
    .status(201)
    .json({ notice: presentAdminNotice(result) } satisfies AdminNoticeAnswer)
}
