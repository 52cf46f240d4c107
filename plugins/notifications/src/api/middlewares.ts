import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler } from "@uuc/errors"
import "./messages"
import { adminNotificationDeliveryRoutesMiddlewares } from "./admin/notification-deliveries/middlewares"
import { storeNotificationEmailRoutesMiddlewares } from "./store/notification-email/middlewares"
import { storeNotificationPreferenceRoutesMiddlewares } from "./store/notification-preferences/middlewares"
import { storeNotificationRoutesMiddlewares } from "./store/notifications/middlewares"

// Each resource's middlewares sit in the `middlewares.ts` beside its routes (as in
// Medusa's own API); Medusa loads only this file, which gathers them.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    ...storeNotificationRoutesMiddlewares,
    ...storeNotificationEmailRoutesMiddlewares,
    ...storeNotificationPreferenceRoutesMiddlewares,
    ...adminNotificationDeliveryRoutesMiddlewares,
  ],
})
