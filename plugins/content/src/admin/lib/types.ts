// The content routes' answers, type-only (the build erases them): one declaration.
import type { NoticeTranslations } from "../../api/answers"

export type {
  AdminNotice,
  AdminNoticeAnswer,
  AdminNoticeList,
  GuideAnswer,
  GuideEntryView,
  GuideText,
  NoticeText,
} from "../../api/answers"

/** POST /admin/notices (and /admin/notices/:id): every locale's text. */
export type NoticeInput = {
  translations: NoticeTranslations
  published: boolean
  pinned: boolean
}
