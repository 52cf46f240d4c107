import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import "../modules/plan/lib/messages"
import "../modules/rewards/lib/messages"
import "./messages"
import {
  AdminApproveLoan,
  AdminBonusRecordsQuery,
  AdminIncomeDisclosureQuery,
  AdminLoansQuery,
  AdminRefund,
  AdminRejectLoan,
  AdminUpdatePlan,
  EmptyBody,
  PageQuery,
  StoreActivate,
  StoreApplyLoan,
  StoreBonusRecordsQuery,
  StoreLoansQuery,
  StoreRefund,
} from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])

// Admin routes are staff-only by Medusa's default /admin authentication.
export default defineMiddlewares({
  routes: [
    {
      matcher: "/admin/plan",
      methods: ["POST"],
      middlewares: [validateBody(AdminUpdatePlan)],
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
      middlewares: [validateBody(AdminApproveLoan)],
    },
    {
      matcher: "/admin/loans/:id/reject",
      methods: ["POST"],
      middlewares: [validateBody(AdminRejectLoan)],
    },
    {
      matcher: "/admin/daily-top/:day/run",
      methods: ["POST"],
      middlewares: [validateBody(EmptyBody)],
    },
    {
      matcher: "/admin/activations/:id/refund",
      methods: ["POST"],
      middlewares: [validateBody(AdminRefund)],
    },
    {
      matcher: "/store/activations/:id/refund",
      methods: ["POST"],
      middlewares: [member, validateBody(StoreRefund)],
    },
    {
      matcher: "/store/leaderboard",
      methods: ["GET"],
      middlewares: [member],
    },
    {
      matcher: "/store/loans",
      methods: ["POST"],
      middlewares: [member, validateBody(StoreApplyLoan)],
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
      middlewares: [member, validateBody(StoreActivate)],
    },
  ],
})
