import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"

/** Soft-deletes a notice; compensation restores it. */
export const deleteNoticeStep = createStep(
  "delete-notice-step",
  async (id: string, { container }) => {
    const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
    await content.softDeleteNotices(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (!id) return
    await container
      .resolve<ContentModuleService>(CONTENT_MODULE)
      .restoreNotices(id)
  }
)
