/**
 * What other plugins import from the content plugin (`@uuc/content/content-api`):
 * the module key and the service's types. They call the service through the
 * container (`container.resolve<ContentModuleService>(CONTENT_MODULE)`) and import
 * the types type-only.
 */
export { CONTENT_MODULE } from "./modules/content"
export type {
  default as ContentModuleService,
  NoticeSearch,
  Page,
  StaffChange,
} from "./modules/content/service"
export type { SeedContentInput } from "./lib/types"
// What the HTTP routes answer, for the storefront's hooks and the admin (type-only).
export type {
  AdminNotice,
  AdminNoticeAnswer,
  AdminNoticeList,
  GuideAnswer,
  GuideEntryAnswer,
  GuideEntryView,
  GuideText,
  GuideTranslations,
  NoticeText,
  NoticeTranslations,
  StoreNotice,
  StoreNoticeAnswer,
  StoreNoticeList,
} from "./api/answers"
