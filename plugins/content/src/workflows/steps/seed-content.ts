import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import type { SeedContentInput } from "../../lib/types"

export type { SeedContentInput }

/**
 * Inserts the guide entries and demo notices that are missing (by key), atomically in
 * the module, so a rerun adds nothing. Compensation removes exactly what it added.
 */
export const seedContentStep = createStep(
  "seed-content-step",
  async (input: SeedContentInput, { container }) => {
    const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
    const added = await content.seedContent(input)
    return new StepResponse(
      { guide: added.guide.length, notices: added.notices.length },
      added
    )
  },
  async (added, { container }) => {
    if (!added) return
    const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
    await content.deleteGuideEntries(added.guide)
    await content.deleteNotices(added.notices)
  }
)
