import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import type { GuideTranslations } from "../../lib/types"

export type UpdateGuideEntryInput = {
  id: string
  translations: GuideTranslations
}

/** Replaces a guide entry's texts; compensation puts the old ones back. */
export const updateGuideEntryStep = createStep(
  "update-guide-entry-step",
  async (input: UpdateGuideEntryInput, { container }) => {
    const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
    const before = await content.retrieveGuideEntry(input.id)
    const entry = await content.updateGuideEntries({
      id: input.id,
      translations: input.translations,
    })
    return new StepResponse(entry, {
      id: before.id,
      translations: before.translations,
    })
  },
  async (before, { container }) => {
    if (!before) return
    await container
      .resolve<ContentModuleService>(CONTENT_MODULE)
      .updateGuideEntries(before)
  }
)
