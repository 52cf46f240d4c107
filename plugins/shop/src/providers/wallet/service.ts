import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import {
  AbstractPaymentProvider,
  MedusaError,
  PaymentSessionStatus,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import type { LedgerModuleService } from "@uuc/ledger/ledger-api"
import type { MembersModuleService } from "@uuc/members/members-api"
import Decimal from "decimal.js"
import {
  amountOf,
  burnShare,
  capturePostings,
  holdPostings,
  refundPostings,
  refundSplit,
  releasePostings,
  uucSplit,
  type WalletAsset,
} from "../../lib/wallet-postings"

/** What a wallet session keeps: set by the provider from Medusa's context, never by clients. */
type WalletData = {
  session_id: string
  customer_id: string
  amount: string
  asset: WalletAsset
  held?: boolean
  captured?: boolean
  /** A UUC payment's split as posted at authorization (decimal strings). */
  uuc_burned?: string
  uuc_reserve?: string
}

/** The payment module's own records of captures (its container's service). */
type CaptureReader = {
  list(
    filters: { id: string[] },
    config: { select: string[] }
  ): Promise<{ amount?: unknown; raw_amount?: unknown }[]>
}

/**
 * `pp_wallet_wallet`: pays a cart from the member's balance in the ledger. USD
 * carts pay USDT, UUC carts pay UUC. Authorize holds (USDT into the shop's
 * escrow; UUC is burned and reserved at once, as UUC has no held state), capture
 * posts the held USDT to the shop's sales, cancel gives a hold back, refund pays back. Every
 * call is one ledger entry keyed by Medusa's idempotency key (session, capture,
 * refund, payment id), so a retry posts nothing twice. The payer is the session's
 * customer from Medusa's context at initiation, never from request data.
 */
export default class WalletProviderService extends AbstractPaymentProvider {
  static identifier = "wallet"

  constructor(
    cradle: Record<string, unknown>,
    config?: Record<string, unknown>
  ) {
    super(cradle, config)
  }

  private get ledger() {
    return this.container.ledger as LedgerModuleService
  }

  private async memberOf(customerId: string) {
    const [member] = await (
      this.container.members as MembersModuleService
    ).listMembers({ customer_id: customerId }, { select: ["id"] })
    if (!member)
      throw new AppError(MedusaError.Types.NOT_ALLOWED, "unauthorized")
    return member.id
  }

  private data(input: { data?: Record<string, unknown> }): WalletData {
    const d = input.data as Partial<WalletData> | undefined
    if (!d?.session_id || !d.customer_id || !d.amount || !d.asset)
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "The wallet session is incomplete"
      )
    return d as WalletData
  }

  async initiatePayment(
    input: InitiatePaymentInput
  ): Promise<InitiatePaymentOutput> {
    const customerId = input.context?.customer?.id
    if (!customerId)
      throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
    const sessionId = String(
      input.data?.session_id ?? input.context?.idempotency_key ?? ""
    )
    const currency = input.currency_code.toLowerCase()
    const data: WalletData = {
      session_id: sessionId,
      customer_id: customerId,
      amount: amountOf(input.amount).toFixed(8),
      asset: currency === "uuc" ? "UUC" : "USDT",
    }
    return { id: sessionId, data }
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    // the amount follows the cart; the payer and asset stay as initiated
    const d = this.data(input)
    return {
      data: { ...d, amount: amountOf(input.amount).toFixed(8) },
    }
  }

  async authorizePayment(
    input: AuthorizePaymentInput
  ): Promise<AuthorizePaymentOutput> {
    const d = this.data(input)
    // the three reads side by side (one round trip's wait on the checkout's path)
    const [member, share, released] = await Promise.all([
      this.memberOf(d.customer_id),
      // UUC: the plan's burn share now, kept with the payment for its refunds
      d.asset === "UUC" ? burnShare(this.container) : undefined,
      // A session whose hold was given back (a cancelled order, a checkout a
      // crash cut off) never authorizes again: its keyed hold would be answered
      // as a replay and charge nothing.
      this.ledger.getEntry({ key: `shop:release:${d.session_id}` }),
    ])
    const split = share === undefined ? undefined : uucSplit(d.amount, share)
    if (released)
      throw new AppError(
        MedusaError.Types.NOT_ALLOWED,
        "payment_session_released"
      )
    if (new Decimal(d.amount).gt(0))
      await this.ledger.postEntry({
        key: `shop:hold:${d.session_id}`,
        kind: d.asset === "UUC" ? "shop_payment_uuc" : "shop_payment_hold",
        description_key:
          d.asset === "UUC" ? "shop.payment_uuc" : "shop.payment_hold",
        params: {
          session_id: d.session_id,
          amount: d.amount,
          ...(split
            ? {
                burned: split.burned.toFixed(8),
                reserve: split.reserve.toFixed(8),
              }
            : {}),
        },
        source: { type: "payment_session", id: d.session_id },
        postings: await holdPostings(
          this.container,
          member,
          d.asset,
          d.amount,
          split
        ),
      })
    // UUC leaves the member at once (burned and reserved): captured already
    return {
      data: {
        ...d,
        held: true,
        captured: d.asset === "UUC",
        ...(split
          ? {
              uuc_burned: split.burned.toFixed(8),
              uuc_reserve: split.reserve.toFixed(8),
            }
          : {}),
      },
      status:
        d.asset === "UUC"
          ? PaymentSessionStatus.CAPTURED
          : PaymentSessionStatus.AUTHORIZED,
    }
  }

  async capturePayment(
    input: CapturePaymentInput
  ): Promise<CapturePaymentOutput> {
    const d = this.data(input)
    if (d.asset === "UUC" || d.captured) return { data: { ...d } }
    await this.refusePartialCapture(input.context?.idempotency_key, d.amount)
    if (new Decimal(d.amount).gt(0))
      await this.ledger.postEntry({
        key: `shop:capture:${input.context?.idempotency_key ?? d.session_id}`,
        kind: "shop_payment_capture",
        description_key: "shop.payment_capture",
        params: { session_id: d.session_id, amount: d.amount },
        source: { type: "payment_session", id: d.session_id },
        postings: capturePostings(d.amount),
      })
    return { data: { ...d, captured: true } }
  }

  /**
   * Medusa hands a capture only its payment's data, not the amount, and the
   * capture entry moves the whole hold: a partial capture (the admin's
   * `POST /admin/payments/:id/capture` with an amount) would leave the ledger
   * holding as captured what Medusa's records do not, and the refunds checked
   * against the one or the other would disagree (rules.md §7 "Refunds"). Medusa
   * has written the capture (its idempotency key) before it calls us; a capture
   * of less than the payment is refused, and Medusa deletes its record.
   */
  private async refusePartialCapture(
    captureId: string | undefined,
    amount: string
  ) {
    if (!captureId) return
    const [capture] = await (
      this.container.captureService as CaptureReader
    ).list({ id: [captureId] }, { select: ["id", "amount", "raw_amount"] })
    if (
      capture &&
      // the session's amount is kept to the ledger's 8 places (initiatePayment)
      amountOf(capture.raw_amount ?? capture.amount).toFixed(8) !==
        new Decimal(amount).toFixed(8)
    )
      throw new AppError(
        MedusaError.Types.NOT_ALLOWED,
        "partial_capture_not_supported"
      )
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const d = input.data as Partial<WalletData> | undefined
    if (!d?.held || d.captured || !d.customer_id || !d.session_id)
      return { data: { ...(d ?? {}) } }
    const hold = await this.ledger.getEntry({
      key: `shop:hold:${d.session_id}`,
    })
    if (!hold || hold.status !== "posted") return { data: { ...d } }
    const member = await this.memberOf(d.customer_id)
    await this.ledger.postEntry({
      key: `shop:release:${d.session_id}`,
      kind: "shop_payment_release",
      description_key: "shop.payment_release",
      params: { session_id: d.session_id, amount: d.amount },
      source: { type: "payment_session", id: d.session_id },
      postings: releasePostings(member, d.amount!),
    })
    return { data: { ...d, held: false } }
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const d = this.data(input)
    // Medusa lets refunds pass the capture by its currency's epsilon (0.005 USD)
    // and hands the raw amount on: the ledger's 8 places are the measure here.
    const raw = amountOf(input.amount)
    if (raw.decimalPlaces() > 8)
      throw new AppError(MedusaError.Types.INVALID_DATA, "too_many_decimals")
    const amount = raw.toFixed(8)
    const member = await this.memberOf(d.customer_id)
    if (raw.gt(0))
      await this.ledger.postRefundEntry(
        {
          key: `shop:refund:${input.context?.idempotency_key ?? d.session_id}`,
          kind: "shop_payment_refund",
          description_key: "shop.payment_refund",
          params: { session_id: d.session_id, amount, asset: d.asset },
          source: { type: "payment_session", id: d.session_id },
          postings: await refundPostings(
            this.container,
            member,
            d.asset,
            amount,
            d.asset === "UUC" && d.uuc_burned !== undefined
              ? refundSplit(
                  {
                    burned: new Decimal(d.uuc_burned),
                    reserve: new Decimal(d.uuc_reserve ?? "0"),
                  },
                  amount
                )
              : undefined
          ),
        },
        // what the payment paid: the USDT capture, or the UUC payment at once
        {
          captured_kinds:
            d.asset === "UUC" ? ["shop_payment_uuc"] : ["shop_payment_capture"],
        }
      )
    return { data: { ...d } }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: { ...(input.data ?? {}) } }
  }

  async retrievePayment(
    input: RetrievePaymentInput
  ): Promise<RetrievePaymentOutput> {
    return { data: { ...(input.data ?? {}) } }
  }

  async getPaymentStatus(
    input: GetPaymentStatusInput
  ): Promise<GetPaymentStatusOutput> {
    const d = input.data as Partial<WalletData> | undefined
    const status = d?.captured
      ? PaymentSessionStatus.CAPTURED
      : d?.held
        ? PaymentSessionStatus.AUTHORIZED
        : PaymentSessionStatus.PENDING
    return { status, data: { ...(d ?? {}) } }
  }

  async getWebhookActionAndData(
    _payload: ProviderWebhookPayload["payload"]
  ): Promise<WebhookActionResult> {
    // nothing outside calls back: every move happens in the ledger, in-process
    return { action: "not_supported" }
  }
}
