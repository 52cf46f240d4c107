import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"

/** Soft-deletes a notice; compensation restores it. */
export const deleteNoticeStep = createStep(
  "delete-notice-step",
  async ({ id, staff_id }: { id: string; staff_id: string }, { container }) => {
    const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
    await content.audited(
      {
        actor_id: staff_id,
        action: "notice.delete",
        target_type: "notice",
        target_id: id,
      },
      async (ctx) => {
        const before = await content.retrieveNotice(id, {}, ctx)
        await content.softDeleteNotices(id, {}, ctx)
        return { before, after: null }
      }
    )
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (!id) return
    await container
      .resolve<ContentModuleService>(CONTENT_MODULE)
      .restoreNotices(id)
  }
)
