import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler } from "@uuc/errors"
import { adminAuditRoutesMiddlewares } from "./admin/audit/middlewares"
import { adminMemberRoutesMiddlewares } from "./admin/members/middlewares"
import { adminStaffRoutesMiddlewares } from "./admin/staff/middlewares"
import { protectAdminFromFraming } from "./anti-framing"
import { globalMiddlewares } from "./global-middlewares"
import "./messages"
import { canonicalRequestUrls } from "./request-url"
import { storeMemberRoutesMiddlewares } from "./store/members/middlewares"

// the URL made canonical first: the anti-framing headers then see the path as routed
canonicalRequestUrls()
protectAdminFromFraming()

// Each resource's middlewares sit in the `middlewares.ts` beside its routes (as in
// Medusa's own API); Medusa loads only this file, which gathers them.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    // First: what every /store, /admin and /app request goes through.
    ...globalMiddlewares,
    ...storeMemberRoutesMiddlewares,
    ...adminMemberRoutesMiddlewares,
    ...adminStaffRoutesMiddlewares,
    ...adminAuditRoutesMiddlewares,
  ],
})
