import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTENT_MODULE } from "../../../modules/content"
import type ContentModuleService from "../../../modules/content/service"
import { requestLocale } from "../../../lib/locales"
import { presentStoreNotice } from "../../../lib/present"
import type { StoreNoticesQueryType } from "./validators"
import type { StoreNoticeList } from "../../answers"

/** Published notices, pinned first, newest first, in the member's language. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { limit, offset } = req.validatedQuery as StoreNoticesQueryType
  const content = req.scope.resolve<ContentModuleService>(CONTENT_MODULE)
  const [notices, count] = await content.listPublishedNotices({
    limit,
    offset,
  })
  const lang = requestLocale(req)
  res.json({
    notices: notices.map((n) => presentStoreNotice(n, lang)),
    count,
    limit,
    offset,
  } satisfies StoreNoticeList)
}
