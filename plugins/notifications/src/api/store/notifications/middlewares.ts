import type { MiddlewareRoute } from "@medusajs/framework/http"
import { authenticate } from "@medusajs/framework/http"
import { validatedBody, validatedQuery } from "@uuc/http"
import { StoreNotificationsQuery, StoreReadNotifications } from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])

export const storeNotificationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/notifications",
    methods: ["GET"],
    middlewares: [member, validatedQuery(StoreNotificationsQuery)],
  },
  {
    matcher: "/store/notifications/read",
    methods: ["POST"],
    middlewares: [member, validatedBody(StoreReadNotifications)],
  },
]
