import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { CONTENT_MODULE } from "../../../../modules/content"
import type ContentModuleService from "../../../../modules/content/service"
import { DEFAULT_LOCALE } from "../../../../lib/locales"
import { presentGuideEntry } from "../../../../lib/present"
import { updateGuideEntryWorkflow } from "../../../../workflows"
import type { AdminUpdateGuideEntryType } from "../validators"
import type { GuideEntryAnswer } from "../../../answers"

export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const content = req.scope.resolve<ContentModuleService>(CONTENT_MODULE)
  const [entry] = await content.listGuideEntries({ id: req.params.id })
  if (!entry)
    throw new AppError(MedusaError.Types.NOT_FOUND, "guide_entry_not_found")
  const { translations } = req.validatedBody as AdminUpdateGuideEntryType
  const { result } = await updateGuideEntryWorkflow(req.scope).run({
    input: { id: entry.id, translations, staff_id: req.auth_context.actor_id },
  })
  res.json({
    entry: presentGuideEntry(result, DEFAULT_LOCALE),
  } satisfies GuideEntryAnswer)
}
