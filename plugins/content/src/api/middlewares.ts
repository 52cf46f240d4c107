import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler, validateBody, validateQuery } from "@uuc/errors"
import "./messages"
import {
  AdminCreateNotice,
  AdminNoticesQuery,
  AdminUpdateGuideEntry,
  AdminUpdateNotice,
  StoreLocaleQuery,
  StoreNoticesQuery,
} from "./validators"

export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    {
      matcher: "/store/notices",
      methods: ["GET"],
      middlewares: [validateQuery(StoreNoticesQuery)],
    },
    {
      matcher: "/store/notices/:id",
      methods: ["GET"],
      middlewares: [validateQuery(StoreLocaleQuery)],
    },
    {
      matcher: "/store/guide",
      methods: ["GET"],
      middlewares: [validateQuery(StoreLocaleQuery)],
    },
    {
      matcher: "/admin/notices",
      methods: ["GET"],
      middlewares: [validateQuery(AdminNoticesQuery)],
    },
    {
      matcher: "/admin/notices",
      methods: ["POST"],
      middlewares: [validateBody(AdminCreateNotice)],
    },
    {
      matcher: "/admin/notices/:id",
      methods: ["POST"],
      middlewares: [validateBody(AdminUpdateNotice)],
    },
    {
      matcher: "/admin/guide/:id",
      methods: ["POST"],
      middlewares: [validateBody(AdminUpdateGuideEntry)],
    },
  ],
})
