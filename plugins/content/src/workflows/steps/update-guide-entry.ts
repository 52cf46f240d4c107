import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import type { GuideTranslations } from "../../lib/types"

export type UpdateGuideEntryInput = {
  id: string
  /** The staff member making the change (audited in its transaction). */
  staff_id: string
  translations: GuideTranslations
}

/** Replaces a guide entry's texts; compensation puts the old ones back. */
export const updateGuideEntryStep = createStep(
  "update-guide-entry-step",
  async (input: UpdateGuideEntryInput, { container }) => {
    const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
    let before: Awaited<ReturnType<ContentModuleService["retrieveGuideEntry"]>>
    const entry = await content.audited(
      {
        actor_id: input.staff_id,
        action: "guide.update",
        target_type: "guide_entry",
        target_id: input.id,
      },
      async (ctx) => {
        before = await content.retrieveGuideEntry(input.id, {}, ctx)
        const after = await content.updateGuideEntries(
          { id: input.id, translations: input.translations },
          ctx
        )
        return { before, after }
      }
    )
    return new StepResponse(entry, {
      id: before!.id,
      translations: before!.translations,
    })
  },
  async (before, { container }) => {
    if (!before) return
    await container
      .resolve<ContentModuleService>(CONTENT_MODULE)
      .updateGuideEntries(before)
  }
)
