import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import { noticeSearchText } from "../../lib/search"
import type { NoticeTranslations } from "../../lib/types"

export type UpdateNoticeInput = {
  id: string
  /** The staff member making the change (audited in its transaction). */
  staff_id: string
  /** The audit action: notice.update, notice.publish or notice.unpublish. */
  action: string
  translations?: NoticeTranslations
  published?: boolean
  pinned?: boolean
}

/** Updates a notice; publishing stamps published_at the first time. Compensation restores it. */
export const updateNoticeStep = createStep(
  "update-notice-step",
  async (input: UpdateNoticeInput, { container }) => {
    const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
    let before: Awaited<ReturnType<ContentModuleService["retrieveNotice"]>>
    const notice = await content.audited(
      {
        actor_id: input.staff_id,
        action: input.action,
        target_type: "notice",
        target_id: input.id,
      },
      async (ctx) => {
        before = await content.retrieveNotice(input.id, {}, ctx)
        const update: Record<string, unknown> = { id: input.id }
        if (input.translations) {
          update.translations = input.translations
          update.search_text = noticeSearchText(input.translations)
        }
        if (input.pinned !== undefined) update.pinned = input.pinned
        if (input.published !== undefined) {
          update.published = input.published
          if (input.published && !before.published_at)
            update.published_at = new Date()
        }
        return { before, after: await content.updateNotices(update, ctx) }
      }
    )
    return new StepResponse(notice, before!)
  },
  async (before, { container }) => {
    if (!before) return
    await container
      .resolve<ContentModuleService>(CONTENT_MODULE)
      .updateNotices({
        id: before.id,
        translations: before.translations,
        search_text: before.search_text,
        published: before.published,
        published_at: before.published_at,
        pinned: before.pinned,
      })
  }
)
