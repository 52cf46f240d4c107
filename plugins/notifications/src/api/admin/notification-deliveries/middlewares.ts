import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedQuery } from "@uuc/http"
import { AdminDeliveriesQuery } from "./validators"

export const adminNotificationDeliveryRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/notification-deliveries",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminDeliveriesQuery, LIST_QUERY)],
  },
]
