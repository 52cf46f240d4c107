import type { MiddlewareRoute } from "@medusajs/framework/http"
import { authenticate } from "@medusajs/framework/http"
import { validatedBody, validatedQuery } from "@uuc/http"
import {
  StoreNotificationEmailBody,
  StoreNotificationEmailConfirm,
  StoreUnsubscribeQuery,
} from "./validators"

const member = authenticate("customer", ["bearer"])

export const storeNotificationEmailRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/notification-email",
    methods: ["POST"],
    middlewares: [member, validatedBody(StoreNotificationEmailBody)],
  },
  {
    matcher: "/store/notification-email/confirm",
    methods: ["POST"],
    middlewares: [member, validatedBody(StoreNotificationEmailConfirm)],
  },
  // the link in every email: no login, the token names the member
  {
    matcher: "/store/notification-email/unsubscribe",
    methods: ["GET"],
    middlewares: [validatedQuery(StoreUnsubscribeQuery)],
  },
]
