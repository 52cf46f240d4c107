import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { CONTENT_MODULE } from "../../../../modules/content"
import type ContentModuleService from "../../../../modules/content/service"
import { requestLocale } from "../../../../lib/locales"
import { presentStoreNotice } from "../../../../lib/present"
import type { StoreNoticeAnswer } from "../../../answers"

/** One published notice; an unknown or unpublished one is not found. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const content = req.scope.resolve<ContentModuleService>(CONTENT_MODULE)
  const [notice] = await content.listNotices({
    id: req.params.id,
    published: true,
  })
  if (!notice)
    throw new AppError(MedusaError.Types.NOT_FOUND, "notice_not_found")
  res.json({
    notice: presentStoreNotice(notice, requestLocale(req)),
  } satisfies StoreNoticeAnswer)
}
