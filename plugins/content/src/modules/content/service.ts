import type { Context } from "@medusajs/framework/types"
import {
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import { writeAudit } from "@uuc/errors"
import { knexOf } from "@uuc/http"
import { containsPattern, noticeSearchText } from "../../lib/search"
import type { SeedContentInput } from "../../lib/types"
import { GuideEntry } from "./models/guide-entry"
import { Notice } from "./models/notice"

export type Page = { limit: number; offset: number }

/** Who made a staff change and what it was, for its audit row. */
export type StaffChange = {
  actor_id: string
  action: string
  target_type: string
  target_id?: string
}
export type NoticeSearch = Page & { q?: string; published?: boolean }

// id breaks ties (seeded notices share a timestamp) so pages never overlap.
const STORE_ORDER = {
  pinned: "DESC",
  published_at: "DESC",
  id: "DESC",
} as const
const ADMIN_ORDER = { created_at: "DESC", id: "DESC" } as const

/** CRUD for notices and guide entries, plus the queries and the seed CRUD can't express. */
export default class ContentModuleService extends MedusaService({
  Notice,
  GuideEntry,
}) {
  /**
   * A staff change and its audit row (the members module's `members_audit_write`)
   * in one transaction of this module: `change` gets the transaction's context, reads
   * the state before and makes the change with it; both commit or neither.
   */
  @InjectTransactionManager()
  async audited<T>(
    entry: StaffChange,
    change: (ctx: Context) => Promise<{ before: unknown; after: T }>,
    @MedusaContext() ctx: Context = {}
  ): Promise<T> {
    const { before, after } = await change(ctx)
    await writeAudit(knexOf(ctx), {
      ...entry,
      target_id: entry.target_id ?? String((after as { id: string }).id),
      before,
      after,
    })
    return after
  }

  /** Published notices as members see them: pinned first, then newest; with the count. */
  async listPublishedNotices({ limit, offset }: Page) {
    return await this.listAndCountNotices(
      { published: true },
      { order: STORE_ORDER, skip: offset, take: limit }
    )
  }

  /** Notices for staff, newest first: `q` matches a title in any language. */
  async searchNotices({ q, published, limit, offset }: NoticeSearch) {
    const filters: Record<string, unknown> = {}
    if (q?.trim()) filters.search_text = { $ilike: containsPattern(q) }
    if (published !== undefined) filters.published = published
    return await this.listAndCountNotices(filters, {
      order: ADMIN_ORDER,
      skip: offset,
      take: limit,
    })
  }

  /** The user guide in its order. */
  async listGuide() {
    return await this.listGuideEntries({}, { order: { position: "ASC" } })
  }

  /**
   * Adds the guide entries (by `key`) and demo notices (by `seed_key`) that are
   * missing, in one transaction, and answers the ids it added. Nothing existing is
   * overwritten, so staff edits survive a reseed; a deleted demo notice counts as
   * present, so deleting one is final.
   */
  @InjectTransactionManager()
  async seedContent(
    input: SeedContentInput,
    @MedusaContext() sharedContext: Context = {}
  ): Promise<{ guide: string[]; notices: string[] }> {
    const guideKeys = new Set(
      (
        await this.listGuideEntries(
          { key: input.guide.map((g) => g.key) },
          { select: ["key"] },
          sharedContext
        )
      ).map((e) => e.key)
    )
    const noticeKeys = new Set(
      (
        await this.listNotices(
          { seed_key: input.notices.map((n) => n.key) },
          { select: ["seed_key"], withDeleted: true },
          sharedContext
        )
      ).map((n) => n.seed_key)
    )
    const now = new Date()
    const guide = await this.createGuideEntries(
      input.guide
        .filter((g) => !guideKeys.has(g.key))
        .map(({ key, position, translations }) => ({
          key,
          position,
          translations,
        })),
      sharedContext
    )
    const notices = await this.createNotices(
      input.notices
        .filter((n) => !noticeKeys.has(n.key))
        .map((n) => ({
          translations: n.translations,
          search_text: noticeSearchText(n.translations),
          published: n.published,
          published_at: n.published ? now : null,
          pinned: n.pinned,
          seed_key: n.key,
        })),
      sharedContext
    )
    return {
      guide: guide.map((g) => g.id),
      notices: notices.map((n) => n.id),
    }
  }
}
