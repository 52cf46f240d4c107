import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { CONTENT_MODULE } from "../../../modules/content"
import type ContentModuleService from "../../../modules/content/service"
import { DEFAULT_LOCALE } from "../../../lib/locales"
import { presentGuideEntry } from "../../../lib/present"
import type { GuideAnswer } from "../../answers"

export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const content = req.scope.resolve<ContentModuleService>(CONTENT_MODULE)
  const entries = await content.listGuide()
  res.json({
    guide: entries.map((e) => presentGuideEntry(e, DEFAULT_LOCALE)),
  } satisfies GuideAnswer)
}
