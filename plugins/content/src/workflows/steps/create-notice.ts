import type { Context } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import { noticeSearchText } from "../../lib/search"
import type { NoticeTranslations } from "../../lib/types"

export type CreateNoticeInput = {
  translations: NoticeTranslations
  published?: boolean
  pinned?: boolean
  created_by?: string | null
  seed_key?: string | null
}

/** Creates a notice; compensation deletes it. */
export const createNoticeStep = createStep(
  "create-notice-step",
  async (input: CreateNoticeInput, { container }) => {
    const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
    const create = (ctx?: Context) =>
      content.createNotices(
        {
          translations: input.translations,
          search_text: noticeSearchText(input.translations),
          published: !!input.published,
          published_at: input.published ? new Date() : null,
          pinned: !!input.pinned,
          created_by: input.created_by ?? null,
          seed_key: input.seed_key ?? null,
        },
        ctx
      )
    // A staff member's notice is audited in its transaction; the seed's is not.
    const notice = input.created_by
      ? await content.audited(
          {
            actor_id: input.created_by,
            action: "notice.create",
            target_type: "notice",
          },
          async (ctx) => ({ before: null, after: await create(ctx) })
        )
      : await create()
    return new StepResponse(notice, notice.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container
      .resolve<ContentModuleService>(CONTENT_MODULE)
      .deleteNotices(id)
  }
)
