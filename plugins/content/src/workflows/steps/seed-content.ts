import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import { noticeSearchText } from "../../lib/present"
import type { GuideTranslations, NoticeTranslations } from "../../lib/types"

export type SeedContentInput = {
  guide: { key: string; position: number; translations: GuideTranslations }[]
  notices: {
    key: string
    pinned: boolean
    published: boolean
    translations: NoticeTranslations
  }[]
}

/**
 * Inserts the guide entries and demo notices that are missing (by key), so a rerun
 * adds nothing and never overwrites what staff edited. Compensation removes what it added.
 */
export const seedContentStep = createStep(
  "seed-content",
  async (input: SeedContentInput, { container }) => {
    const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
    const existingGuide = new Set(
      (await content.listGuideEntries({}, { select: ["key"] })).map(
        (e) => e.key
      )
    )
    const guide = await content.createGuideEntries(
      input.guide.filter((g) => !existingGuide.has(g.key))
    )
    const existingNotices = new Set(
      (
        await content.listNotices(
          {},
          { select: ["seed_key"], withDeleted: true }
        )
      ).map((n) => n.seed_key)
    )
    const notices = await content.createNotices(
      input.notices
        .filter((n) => !existingNotices.has(n.key))
        .map((n) => ({
          translations: n.translations,
          search_text: noticeSearchText(n.translations),
          published: n.published,
          published_at: n.published ? new Date() : null,
          pinned: n.pinned,
          seed_key: n.key,
        }))
    )
    const added = {
      guide: guide.map((g) => g.id),
      notices: notices.map((n) => n.id),
    }
    return new StepResponse(
      { guide: guide.length, notices: notices.length },
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
