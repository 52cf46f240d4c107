/**
 * What other plugins and the storefront import from the notifications plugin
 * (`@uuc/notifications/notifications-api`): the module key, the service's type,
 * the kinds and what the routes answer (type-only for the storefront).
 */
export { NOTIFICATIONS_MODULE } from "./modules/notifications"
export type { default as NotificationsModuleService } from "./modules/notifications/service"
export { KINDS, type NotificationKind } from "./lib/kinds"
export type {
  NotificationsRead,
  StoreNotification,
  StoreNotificationList,
} from "./api/answers"
export type {
  AdminNotificationDeliveries,
  AdminNotificationDelivery,
  NotificationEmailAnswer,
  NotificationKindChoice,
  NotificationPreferencesAnswer,
  StoreNotificationEmail,
  UnsubscribeAnswer,
} from "./api/answers"
