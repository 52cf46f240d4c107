import { Locale, pickTranslation } from "./locales"
import type {
  GuideEntryRecord,
  GuideTranslations,
  NoticeRecord,
  NoticeTranslations,
} from "./types"
import type { AdminNotice, GuideEntryView, StoreNotice } from "../api/answers"

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

/** A notice as members see it: text resolved for their locale. */
export function presentStoreNotice(notice: NoticeRecord, locale: Locale) {
  // the validators require every locale (translations are stored whole)
  const translations = notice.translations as NoticeTranslations
  const text = pickTranslation(translations, locale)
  return {
    id: notice.id,
    title: text?.title ?? "",
    body: text?.body ?? "",
    pinned: notice.pinned,
    published_at: iso(notice.published_at),
    translations,
  } satisfies StoreNotice
}

/** A notice as staff see it: every field. */
export function presentAdminNotice(notice: NoticeRecord) {
  return {
    id: notice.id,
    translations: notice.translations as NoticeTranslations,
    published: notice.published,
    published_at: iso(notice.published_at),
    pinned: notice.pinned,
    created_by: notice.created_by,
    created_at: iso(notice.created_at),
    updated_at: iso(notice.updated_at),
  } satisfies AdminNotice
}

export function presentGuideEntry(entry: GuideEntryRecord, locale: Locale) {
  const translations = entry.translations as GuideTranslations
  const text = pickTranslation(translations, locale)
  return {
    id: entry.id,
    key: entry.key,
    position: entry.position,
    question: text?.question ?? "",
    answer: text?.answer ?? "",
    translations,
  } satisfies GuideEntryView
}
