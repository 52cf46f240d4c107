/**
 * What the content routes answer, declared once: the presenters build their bodies
 * against these types (`satisfies`) and the content-api entry exports them to the
 * storefront's hooks and the admin (type-only). Types only: the admin's type-check
 * reads this file, not the services.
 */
import type {
  GuideText,
  GuideTranslations,
  NoticeText,
  NoticeTranslations,
} from "../lib/types"

export type { GuideText, GuideTranslations, NoticeText, NoticeTranslations }

/** A page of a list: `count` rows in all, this page from `offset`. */
type Paged = { count: number; limit: number; offset: number }

/** A notice as members see it: text in their locale (else en-US), every translation. */
export type StoreNotice = {
  id: string
  title: string
  body: string
  pinned: boolean
  published_at: string | null
  translations: NoticeTranslations
}

/** GET /store/notices: published ones, pinned first, newest first. */
export type StoreNoticeList = Paged & { notices: StoreNotice[] }

/** A notice as staff see it: every field. */
export type AdminNotice = {
  id: string
  translations: NoticeTranslations
  published: boolean
  published_at: string | null
  pinned: boolean
  created_by: string | null
  /** null when answered from a workflow's result, which lacks the timestamps. */
  created_at: string | null
  updated_at: string | null
}

/** GET /admin/notices. */
export type AdminNoticeList = Paged & { notices: AdminNotice[] }

/** A guide question: text in the asked locale (staff: en-US), every translation. */
export type GuideEntryView = {
  id: string
  key: string
  position: number
  question: string
  answer: string
  translations: GuideTranslations
}

/** GET /store/guide and GET /admin/guide. */
export type GuideAnswer = { guide: GuideEntryView[] }

/** GET /store/notices/:id. */
export type StoreNoticeAnswer = { notice: StoreNotice }

/** GET, POST /admin/notices/:id, POST /admin/notices, publish and unpublish. */
export type AdminNoticeAnswer = { notice: AdminNotice }

/** POST /admin/guide/:id. */
export type GuideEntryAnswer = { entry: GuideEntryView }
