import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler } from "@uuc/errors"
import "../modules/plan/lib/messages"
import "../modules/rewards/lib/messages"
import { adminActivationRoutesMiddlewares } from "./admin/activations/middlewares"
import { adminBonusRecordRoutesMiddlewares } from "./admin/bonus-records/middlewares"
import { adminDailyTopRoutesMiddlewares } from "./admin/daily-top/middlewares"
import { adminLoanRoutesMiddlewares } from "./admin/loans/middlewares"
import { adminPlanRoutesMiddlewares } from "./admin/plan/middlewares"
import { adminReportRoutesMiddlewares } from "./admin/reports/middlewares"
import { adminStuckOperationRoutesMiddlewares } from "./admin/stuck-operations/middlewares"
import "./messages"
import { storeActivationRoutesMiddlewares } from "./store/activations/middlewares"
import { storeBonusRecordRoutesMiddlewares } from "./store/bonus-records/middlewares"
import { storeCardRoutesMiddlewares } from "./store/cards/middlewares"
import { storeLeaderboardRoutesMiddlewares } from "./store/leaderboard/middlewares"
import { storeLoanRoutesMiddlewares } from "./store/loans/middlewares"

// Each resource's middlewares sit in the `middlewares.ts` beside its routes (as in
// Medusa's own API); Medusa loads only this file, which gathers them.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    // Admin routes are staff-only by Medusa's default /admin authentication.
    ...adminPlanRoutesMiddlewares,
    ...adminBonusRecordRoutesMiddlewares,
    ...adminReportRoutesMiddlewares,
    ...adminLoanRoutesMiddlewares,
    ...adminDailyTopRoutesMiddlewares,
    ...adminStuckOperationRoutesMiddlewares,
    ...adminActivationRoutesMiddlewares,
    ...storeActivationRoutesMiddlewares,
    ...storeLeaderboardRoutesMiddlewares,
    ...storeLoanRoutesMiddlewares,
    ...storeBonusRecordRoutesMiddlewares,
    ...storeCardRoutesMiddlewares,
  ],
})
