import { defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler } from "@uuc/errors"
import "../modules/ledger/messages"
import { adminAdjustmentReviewRoutesMiddlewares } from "./admin/adjustment-reviews/middlewares"
import { adminChainAddressRoutesMiddlewares } from "./admin/chain-addresses/middlewares"
import { adminChainReconciliationRoutesMiddlewares } from "./admin/chain-reconciliations/middlewares"
import { adminChainWatchRoutesMiddlewares } from "./admin/chain-watch/middlewares"
import { adminDepositAddressRoutesMiddlewares } from "./admin/deposit-addresses/middlewares"
import { adminLedgerRoutesMiddlewares } from "./admin/ledger/middlewares"
import { adminMemberRoutesMiddlewares } from "./admin/members/middlewares"
import { adminRechargeLinkRoutesMiddlewares } from "./admin/recharge-links/middlewares"
import { adminRechargeRoutesMiddlewares } from "./admin/recharges/middlewares"
import { adminTokenPriceRoutesMiddlewares } from "./admin/token-price/middlewares"
import { adminWithdrawalRoutesMiddlewares } from "./admin/withdrawals/middlewares"
import { storeBurnRoutesMiddlewares } from "./store/burns/middlewares"
import { storeDepositAddressRoutesMiddlewares } from "./store/deposit-addresses/middlewares"
import { storeExchangeRoutesMiddlewares } from "./store/exchanges/middlewares"
import { storeLedgerRoutesMiddlewares } from "./store/ledger/middlewares"
import { storeLowPoolRoutesMiddlewares } from "./store/low-pool/middlewares"
import { storeRechargeRoutesMiddlewares } from "./store/recharges/middlewares"
import { storeTransferRoutesMiddlewares } from "./store/transfers/middlewares"
import { storeWithdrawalRoutesMiddlewares } from "./store/withdrawals/middlewares"

// Each resource's middlewares sit in the `middlewares.ts` beside its routes (as in
// Medusa's own API); Medusa loads only this file, which gathers them.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    ...storeLedgerRoutesMiddlewares,
    ...storeRechargeRoutesMiddlewares,
    ...storeDepositAddressRoutesMiddlewares,
    ...storeWithdrawalRoutesMiddlewares,
    ...storeTransferRoutesMiddlewares,
    ...storeExchangeRoutesMiddlewares,
    ...storeBurnRoutesMiddlewares,
    ...storeLowPoolRoutesMiddlewares,

    // Admin routes are staff-only by Medusa's default /admin authentication.
    ...adminLedgerRoutesMiddlewares,
    ...adminMemberRoutesMiddlewares,
    ...adminTokenPriceRoutesMiddlewares,
    ...adminChainAddressRoutesMiddlewares,
    ...adminChainWatchRoutesMiddlewares,
    ...adminChainReconciliationRoutesMiddlewares,
    ...adminDepositAddressRoutesMiddlewares,
    ...adminRechargeLinkRoutesMiddlewares,
    ...adminRechargeRoutesMiddlewares,
    ...adminWithdrawalRoutesMiddlewares,
    ...adminAdjustmentReviewRoutesMiddlewares,
  ],
})
