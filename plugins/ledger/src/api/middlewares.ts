import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import "../modules/ledger/messages"
import {
  AdminAdjustment,
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
const post = (matcher: string, body: Schema, auth = true) => ({
  matcher,
  methods: ["POST" as const],
  middlewares: [...(auth ? [member] : []), validateBody(body)],
})
// Admin routes are staff-only by Medusa's default /admin authentication.
const adminGet = (matcher: string, query: Schema) => get(matcher, query, false)
const adminPost = (matcher: string, body: Schema) => post(matcher, body, false)

export default defineMiddlewares({
  routes: [
    get("/store/ledger/balances"),
    get("/store/ledger/entries", StoreEntriesQuery),
    get("/store/recharges", PageQuery),
    post("/store/recharges", StoreCreateRecharge),
    get("/store/recharges/:id"),
    get("/store/withdrawals", PageQuery),
    post("/store/withdrawals", StoreCreateWithdrawal),
    get("/store/withdrawals/rules"),
    get("/store/transfers", PageQuery),
    post("/store/transfers", StoreCreateTransfer),
    get("/store/exchanges", PageQuery),
    post("/store/exchanges", StoreCreateExchange),
    get("/store/burns", PageQuery),
    post("/store/burns", StoreAmount),
    get("/store/low-pool", PageQuery),
    post("/store/low-pool", StoreAmount),

    adminGet("/admin/ledger/postings", AdminPostingsQuery),
    adminGet("/admin/ledger/postings/export", AdminPostingsQuery),
    adminGet("/admin/members/:id/adjustments", PageQuery),
    adminPost("/admin/members/:id/adjustments", AdminAdjustment),
    adminGet("/admin/token-price", PageQuery),
    adminPost("/admin/token-price", AdminTokenPrice),
    adminGet("/admin/chain-addresses", AdminChainAddressesQuery),
    adminPost("/admin/chain-addresses", AdminChainAddress),
    adminPost("/admin/recharge-links", AdminCreateRechargeLink),
    adminPost("/admin/recharge-links/:id", AdminUpdateRechargeLink),
    adminGet("/admin/recharges", AdminRechargesQuery),
    adminPost("/admin/recharges/:id/confirm", AdminReviewRecharge),
    adminPost("/admin/recharges/:id/reject", AdminRejectRecharge),
    adminGet("/admin/withdrawals", AdminWithdrawalsQuery),
    adminPost("/admin/withdrawals/:id/approve", AdminApproveWithdrawal),
    adminPost("/admin/withdrawals/:id/reject", AdminRejectWithdrawal),
  ],
})
