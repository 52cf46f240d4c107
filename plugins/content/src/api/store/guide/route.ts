import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTENT_MODULE } from "../../../modules/content"
import type ContentModuleService from "../../../modules/content/service"
import { requestLocale } from "../../../lib/locales"
import { presentGuideEntry } from "../../../lib/present"
import type { GuideAnswer } from "../../answers"

/** The user guide's questions in order, in the member's language. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const content = req.scope.resolve<ContentModuleService>(CONTENT_MODULE)
  const entries = await content.listGuide()
  const lang = requestLocale(req)
  res.json({
    guide: entries.map((e) => presentGuideEntry(e, lang)),
  } satisfies GuideAnswer)
}
