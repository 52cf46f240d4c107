import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler, stepUp, validateBody, validateQuery } from "@uuc/errors"
import "../modules/plan/lib/messages"
import "../modules/rewards/lib/messages"
import "./messages"
import {
  AdminActivationsQuery,
  AdminApproveLoan,
  AdminBonusRecordsQuery,
  AdminIncomeDisclosureQuery,
  AdminLoansQuery,
  AdminRefund,
  AdminRejectLoan,
  AdminUpdatePlan,
  StepUpBody,
  PageQuery,
  StoreActivate,
  StoreApplyLoan,
  StoreBonusRecordsQuery,
  StoreLoansQuery,
  StoreRefund,
} from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])

// Money routes (stepUp): refused under impersonation, an Idempotency-Key required,
// the secondary password verified first (a replay included).
const memberMoney = stepUp({ actor: "member" })
const staffMoney = stepUp({ actor: "staff" })
// Money settings and reviews that move nothing: the staff secondary password only.
const staffSetting = stepUp({ actor: "staff", idempotency: false })
// A loan application moves nothing until staff pass it: the password, no key.
const memberApplication = stepUp({ actor: "member", idempotency: false })

// Admin routes are staff-only by Medusa's default /admin authentication.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    {
      matcher: "/admin/plan",
      methods: ["POST"],
      middlewares: [validateBody(AdminUpdatePlan), staffSetting],
    },
    {
      matcher: "/admin/plan/versions",
      methods: ["GET"],
      middlewares: [validateQuery(PageQuery)],
    },
    {
      matcher: "/admin/bonus-records",
      methods: ["GET"],
      middlewares: [validateQuery(AdminBonusRecordsQuery)],
    },
    {
      matcher: "/admin/bonus-records/export",
      methods: ["GET"],
      middlewares: [validateQuery(AdminBonusRecordsQuery)],
    },
    {
      matcher: "/admin/reports/income-disclosure",
      methods: ["GET"],
      middlewares: [validateQuery(AdminIncomeDisclosureQuery)],
    },
    {
      matcher: "/admin/loans",
      methods: ["GET"],
      middlewares: [validateQuery(AdminLoansQuery)],
    },
    {
      matcher: "/admin/loans/:id/approve",
      methods: ["POST"],
      middlewares: [validateBody(AdminApproveLoan), staffMoney],
    },
    {
      matcher: "/admin/loans/:id/reject",
      methods: ["POST"],
      middlewares: [validateBody(AdminRejectLoan), staffSetting],
    },
    {
      matcher: "/admin/daily-top/:day/run",
      methods: ["POST"],
      middlewares: [validateBody(StepUpBody), staffMoney],
    },
    {
      matcher: "/admin/stuck-operations",
      methods: ["GET"],
      middlewares: [validateQuery(PageQuery)],
    },
    {
      matcher: "/admin/stuck-operations/:id/retry",
      methods: ["POST"],
      middlewares: [validateBody(StepUpBody), staffSetting],
    },
    {
      matcher: "/admin/activations/:id/refund",
      methods: ["POST"],
      middlewares: [validateBody(AdminRefund), staffMoney],
    },
    {
      matcher: "/admin/activations",
      methods: ["GET"],
      middlewares: [validateQuery(AdminActivationsQuery)],
    },
    {
      matcher: "/store/activations",
      methods: ["GET"],
      middlewares: [member],
    },
    {
      matcher: "/store/activations/:id/refund",
      methods: ["POST"],
      middlewares: [member, validateBody(StoreRefund), memberMoney],
    },
    {
      matcher: "/store/leaderboard",
      methods: ["GET"],
      middlewares: [member],
    },
    {
      matcher: "/store/loans",
      methods: ["POST"],
      middlewares: [member, validateBody(StoreApplyLoan), memberApplication],
    },
    {
      matcher: "/store/loans",
      methods: ["GET"],
      middlewares: [member, validateQuery(StoreLoansQuery)],
    },
    {
      matcher: "/store/bonus-records",
      methods: ["GET"],
      middlewares: [member, validateQuery(StoreBonusRecordsQuery)],
    },
    {
      matcher: "/store/cards",
      methods: ["GET"],
      middlewares: [member],
    },
    {
      matcher: "/store/cards/activate",
      methods: ["POST"],
      middlewares: [member, validateBody(StoreActivate), memberMoney],
    },
  ],
})
