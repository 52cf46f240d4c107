import type { MiddlewareRoute } from "@medusajs/framework/http"
import { authenticate } from "@medusajs/framework/http"
import { validatedBody } from "@uuc/http"
import { StoreNotificationPreferencesBody } from "./validators"

const member = authenticate("customer", ["bearer"])

export const storeNotificationPreferenceRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/notification-preferences",
    methods: ["GET"],
    middlewares: [member],
  },
  {
    matcher: "/store/notification-preferences",
    methods: ["POST"],
    middlewares: [member, validatedBody(StoreNotificationPreferencesBody)],
  },
]
