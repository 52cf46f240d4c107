import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler, stepUp, validateBody, validateQuery } from "@uuc/errors"
import "../modules/ledger/messages"
import {
  AdminAdjustment,
  AdminAdjustmentReviewsQuery,
  AdminApproveAdjustment,
  AdminRejectAdjustment,
  AdminApproveWithdrawal,
  AdminChainAddress,
  AdminChainAddressesQuery,
  AdminCreateRechargeLink,
  AdminPostingsQuery,
  AdminRechargesQuery,
  AdminRejectRecharge,
  AdminRejectWithdrawal,
  AdminReviewRecharge,
  AdminTokenPrice,
  AdminUpdateRechargeLink,
  AdminWithdrawalsQuery,
  PageQuery,
  StoreAmount,
  StoreCreateExchange,
  StoreCreateRecharge,
  StoreCreateTransfer,
  StoreCreateWithdrawal,
  StoreEntriesQuery,
} from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])

type Schema = Parameters<typeof validateBody>[0]
const get = (matcher: string, query?: Schema, auth = true) => ({
  matcher,
  methods: ["GET" as const],
  middlewares: [
    ...(auth ? [member] : []),
    ...(query ? [validateQuery(query)] : []),
  ],
})
type Guard = ReturnType<typeof stepUp>
const post = (matcher: string, body: Schema, auth = true, guard?: Guard) => ({
  matcher,
  methods: ["POST" as const],
  middlewares: [
    ...(auth ? [member] : []),
    validateBody(body),
    ...(guard ? [guard] : []),
  ],
})
// Money routes: refused under impersonation, Idempotency-Key required, and the
// secondary password verified before anything (a replay included) is answered.
const memberMoney = stepUp({ actor: "member" })
const staffMoney = stepUp({ actor: "staff" })
// Money settings: the staff secondary password, no key needed.
const staffSetting = stepUp({ actor: "staff", idempotency: false })
const moneyPost = (matcher: string, body: Schema) =>
  post(matcher, body, true, memberMoney)
// A recharge report moves nothing until staff confirm it: no password, but a key
// and never under impersonation.
const reportPost = (matcher: string, body: Schema) =>
  post(matcher, body, true, stepUp({ actor: "member", password: false }))

// Admin routes are staff-only by Medusa's default /admin authentication.
const adminGet = (matcher: string, query: Schema) => get(matcher, query, false)
const adminPost = (matcher: string, body: Schema, guard = staffMoney) =>
  post(matcher, body, false, guard)

export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    get("/store/ledger/balances"),
    get("/store/ledger/entries", StoreEntriesQuery),
    get("/store/recharges", PageQuery),
    reportPost("/store/recharges", StoreCreateRecharge),
    get("/store/recharges/:id"),
    get("/store/withdrawals", PageQuery),
    moneyPost("/store/withdrawals", StoreCreateWithdrawal),
    get("/store/withdrawals/rules"),
    get("/store/transfers", PageQuery),
    moneyPost("/store/transfers", StoreCreateTransfer),
    get("/store/exchanges", PageQuery),
    moneyPost("/store/exchanges", StoreCreateExchange),
    get("/store/burns", PageQuery),
    moneyPost("/store/burns", StoreAmount),
    get("/store/low-pool", PageQuery),
    moneyPost("/store/low-pool", StoreAmount),

    adminGet("/admin/ledger/postings", AdminPostingsQuery),
    adminGet("/admin/ledger/postings/export", AdminPostingsQuery),
    adminGet("/admin/members/:id/adjustments", PageQuery),
    adminPost("/admin/members/:id/adjustments", AdminAdjustment),
    adminGet("/admin/token-price", PageQuery),
    adminPost("/admin/token-price", AdminTokenPrice),
    adminGet("/admin/chain-addresses", AdminChainAddressesQuery),
    adminPost("/admin/chain-addresses", AdminChainAddress, staffSetting),
    adminPost("/admin/recharge-links", AdminCreateRechargeLink, staffSetting),
    adminPost(
      "/admin/recharge-links/:id",
      AdminUpdateRechargeLink,
      staffSetting
    ),
    {
      matcher: "/admin/recharge-links/:id",
      methods: ["DELETE" as const],
      middlewares: [staffSetting],
    },
    adminGet("/admin/recharges", AdminRechargesQuery),
    adminPost("/admin/recharges/:id/confirm", AdminReviewRecharge),
    adminPost("/admin/recharges/:id/reject", AdminRejectRecharge),
    adminGet("/admin/withdrawals", AdminWithdrawalsQuery),
    adminPost("/admin/withdrawals/:id/approve", AdminApproveWithdrawal),
    adminPost("/admin/withdrawals/:id/reject", AdminRejectWithdrawal),
    adminGet("/admin/adjustment-reviews", AdminAdjustmentReviewsQuery),
    adminPost("/admin/adjustment-reviews/:id/approve", AdminApproveAdjustment),
    adminPost("/admin/adjustment-reviews/:id/reject", AdminRejectAdjustment),
  ],
})
