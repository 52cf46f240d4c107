import type { Context } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isBorrowing } from "../../lib/borrowing"
import { isFrozenIn, walletChangedAt } from "../../lib/members-port"
import { refuse } from "../../modules/ledger/lib/errors"
import { LEDGER_MODULE } from "../../modules/ledger"
import type { Idempotency } from "../../modules/ledger/lib/types"
import type LedgerModuleService from "../../modules/ledger/service"

type Op =
  | "reportRecharge"
  | "confirmRecharge"
  | "rejectRecharge"
  | "requestWithdrawal"
  | "approveWithdrawal"
  | "rejectWithdrawal"
  | "requestPayout"
  | "transferUuc"
  | "exchange"
  | "burn"
  | "moveToPool"
  | "adjustBalance"
  | "requestAdjustment"
  | "approveAdjustmentRequest"
  | "rejectAdjustmentRequest"
  | "setTokenPrice"
type OpInput<K extends Op> = Parameters<LedgerModuleService[K]>[0]
type OpResult<K extends Op> = Awaited<ReturnType<LedgerModuleService[K]>>

export type LedgerStepInput<K extends Op> = {
  input: OpInput<K>
  idempotency?: Idempotency
  /** The staff member making a staff change: audited in the operation's transaction. */
  staff?: string
}

/**
 * One ledger operation as a step: one module call, one database transaction. It is
 * always the last step of its workflow, so no later step can fail after the money
 * moved; hence no compensation.
 */
function ledgerStep<K extends Op>(op: K) {
  return createStep<LedgerStepInput<K>, OpResult<K>, null>(
    // kebab-case, and never a workflow's id: "transferUuc" → "ledger-transfer-uuc-step"
    `ledger-${op.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-step`,
    async (data: LedgerStepInput<K>, { container }) => {
      const ledger = container.resolve<LedgerModuleService>(LEDGER_MODULE)
      const call = ledger[op] as (
        input: OpInput<K>,
        options: { idempotency?: Idempotency; staff?: string }
      ) => Promise<OpResult<K>>
      const out = await call.call(ledger, data.input, {
        idempotency: data.idempotency,
        staff: data.staff,
      })
      return new StepResponse<OpResult<K>, null>(out, null)
    }
  )
}

export const reportRechargeStep = ledgerStep("reportRecharge")
export const confirmRechargeStep = ledgerStep("confirmRecharge")
export const rejectRechargeStep = ledgerStep("rejectRecharge")
/**
 * A withdrawal request: the member's standing (not borrowing, not frozen) is read
 * inside the ledger's transaction, after the member's accounts are locked, through
 * the owning plugins with that transaction's context.
 */
export const requestWithdrawalStep = createStep<
  LedgerStepInput<"requestWithdrawal">,
  OpResult<"requestWithdrawal">,
  null
>("ledger-request-withdrawal-step", async (data, { container }) => {
  const ledger = container.resolve<LedgerModuleService>(LEDGER_MODULE)
  const memberId = data.input.member_id
  const out = await ledger.requestWithdrawal(
    {
      ...data.input,
      member_checks: async (ctx: Context) => {
        if (await isBorrowing(container, memberId, ctx))
          throw refuse("borrower_cannot_withdraw")
        if (await isFrozenIn(container, memberId, ctx))
          throw refuse("member_frozen")
        // A payout wallet changed within the cooling hours (rules.md §5): a
        // session taken over cannot point the wallet elsewhere and withdraw.
        const changed = await walletChangedAt(container, memberId)
        const hours = data.input.rules.wallet_cooling_hours ?? 0
        if (changed && Date.now() - changed.getTime() < hours * 3_600_000)
          throw refuse("wallet_changed_recently")
      },
    },
    { idempotency: data.idempotency }
  )
  return new StepResponse<OpResult<"requestWithdrawal">, null>(out, null)
})
export const approveWithdrawalStep = ledgerStep("approveWithdrawal")
export const rejectWithdrawalStep = ledgerStep("rejectWithdrawal")
export const requestPayoutStep = ledgerStep("requestPayout")
export const transferUucStep = ledgerStep("transferUuc")
export const exchangeStep = ledgerStep("exchange")
export const burnStep = ledgerStep("burn")
export const moveToPoolStep = ledgerStep("moveToPool")
export const setTokenPriceStep = ledgerStep("setTokenPrice")
export const requestAdjustmentStep = ledgerStep("requestAdjustment")
export const approveAdjustmentRequestStep = ledgerStep(
  "approveAdjustmentRequest"
)
export const rejectAdjustmentRequestStep = ledgerStep("rejectAdjustmentRequest")
