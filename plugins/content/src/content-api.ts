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
