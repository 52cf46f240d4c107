import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ChainMoveRow } from "../../components/ledger/chain-move-row"
import { ChainPicker } from "../../components/ledger/chain-picker"
import { TxHash } from "../../components/ledger/tx-link"
import { HistorySection } from "../../components/ledger/history-section"
import {
  Amount,
  ConfirmDialog,
  Receipt,
  card,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { AmountField } from "../../components/ledger/amount-field"
import { MoneyForm } from "../../components/ledger/money-form"
import { Field } from "../../components/field"
import { ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import { useConfirmStep } from "../../hooks/confirm-step"
import { useFreshBalances } from "../../hooks/fresh-balances"
import {
  useCreateWithdrawal,
  useWithdrawalRules,
  useWithdrawals,
  type Withdrawal,
  type WithdrawalInput,
  type WithdrawalRules,
} from "../../hooks/ledger"
import { useMe } from "../../hooks/members"
import { useMoneyAction } from "../../hooks/money-action"
import { usePagedList } from "../../hooks/paged-list"
import { isPasswordFailure } from "../../lib/api-error"
import { formatDate, formatPercent } from "../../lib/format"
import {
  ADDRESS,
  feeOf,
  formatAmount,
  normalizeAmount,
  validateAmount,
  type Chain,
} from "../../lib/money"

const TONE = {
  pending: "wait",
  transferring: "wait",
  passed: "ok",
  rejected: "bad",
} as const

/** Weekday names (0 = Sunday) in the member's language. */
function weekdayNames(days: number[], locale: string) {
  const f = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    timeZone: "UTC",
  })
  return days.map((d) => f.format(new Date(Date.UTC(2023, 0, 1 + d))))
}

/** Why a withdrawal cannot be asked today, if it can't. */
function blockedReason(r: WithdrawalRules) {
  if (r.borrowing) return "borrower_cannot_withdraw"
  if (r.closed_today) return "withdrawal_closed_today"
  if (r.used_today >= r.per_day) return "withdrawal_daily_limit"
  return null
}

function RulesCard({ rules }: { rules: WithdrawalRules }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const list = new Intl.ListFormat(locale, { type: "conjunction" })
  return (
    <section
      className={card}
      aria-labelledby="rules-title"
      data-testid="withdraw-rules"
    >
      <h2 id="rules-title" className="font-semibold">
        {t("withdraw.rulesTitle")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
        <li>
          {t("withdraw.ruleMin", {
            amount: formatAmount(rules.min, locale, "USDT"),
          })}
        </li>
        <li>{t("withdraw.rulePerDay", { count: rules.per_day })}</li>
        {rules.closed_weekdays.length > 0 && (
          <li>
            {t("withdraw.ruleClosed", {
              days: list.format(weekdayNames(rules.closed_weekdays, locale)),
              timezone: rules.timezone,
            })}
          </li>
        )}
        <li>
          {t("withdraw.ruleFee", {
            rate: formatPercent(rules.fee_rate, locale),
            reduced: formatPercent(rules.reduced_fee_rate, locale),
            min: rules.reduced_fee_min_direct,
            directs: rules.active_direct_count,
          })}
        </li>
        <li>{t("withdraw.ruleBorrowing")}</li>
      </ul>
    </section>
  )
}

type Errors = Partial<
  Record<"amount" | "address" | "secondary_password" | "totp_code", string>
>

function WithdrawForm({ rules }: { rules: WithdrawalRules }) {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const me = useMe()
  const { balances, fresh, moved } = useFreshBalances()
  const action = useMoneyAction(useCreateWithdrawal())
  const step = useConfirmStep()
  const [amount, setAmount] = useState("")
  const typed = normalizeAmount(amount, i18n.language)
  const [chain, setChain] = useState<Chain>("BEP20")
  const [address, setAddress] = useState<string | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [receipt, setReceipt] = useState<Withdrawal | null>(null)
  // with two-step verification on, the authenticator code goes with the password
  const needsCode = !!me.data?.member.totp_enabled
  const [totpCode, setTotpCode] = useState("")
  const shownAddress = address ?? me.data?.member.wallet_address ?? ""
  const available = balances.data?.balances.USDT ?? rules.available
  const blocked = blockedReason(rules)
  const { fee, net } = feeOf(
    typed || "0",
    rules.fee_rate,
    rules.chain_decimals[chain]
  )
  // "50.00 USDT", as the rules card writes it (the message said "50 USD").
  const minText = formatAmount(rules.min, i18n.language, "USDT")

  const review = () => {
    const next: Errors = {}
    const code = validateAmount(typed, { min: rules.min, available })
    if (code) next.amount = errorText(code, { min: minText })
    if (!shownAddress.trim()) next.address = errorText("address_required")
    else if (!ADDRESS.test(shownAddress.trim()))
      next.address = errorText("invalid_address")
    setErrors(next)
    if (!Object.keys(next).length) step.show()
  }

  const send = () => {
    if (!step.password) {
      setErrors({ secondary_password: errorText("password_required") })
      return
    }
    if (needsCode && !totpCode.trim()) {
      setErrors({ totp_code: errorText("totp_required") })
      return
    }
    const body: WithdrawalInput = {
      amount: typed,
      chain,
      address: shownAddress.trim(),
      secondary_password: step.password,
      ...(needsCode ? { totp_code: totpCode.trim() } : {}),
    }
    action.send(body, {
      onSuccess: ({ withdrawal }) => {
        step.done()
        setTotpCode("")
        setReceipt(withdrawal)
        moved()
        setAmount("")
        setErrors({})
        toast.success(t("withdraw.done"))
      },
      onError: (e) => {
        const f = e as { field?: string; code?: string }
        const message = errorText(e, { min: minText })
        if (isPasswordFailure(e)) setErrors({ secondary_password: message })
        else if (f.field === "totp_code") {
          setTotpCode("")
          setErrors({ totp_code: message })
        } else if (f.field === "address") {
          step.close()
          setErrors({ address: message })
        } else if (
          f.field === "amount" ||
          f.code === "insufficient_balance" ||
          f.code === "withdrawal_minimum"
        ) {
          step.close()
          setErrors({ amount: message })
        } else step.setError(message)
        toast.error(message)
      },
    })
  }

  return (
    <section className={`${card} space-y-4`} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className="text-lg font-bold">
        {t("withdraw.formTitle")}
      </h2>
      {receipt && (
        <Receipt
          title={t("withdraw.receiptTitle")}
          onClose={() => setReceipt(null)}
          rows={[
            {
              label: t("wallet.amount"),
              value: <Amount value={receipt.amount} asset="USDT" />,
            },
            {
              label: t("wallet.fee"),
              value: <Amount value={receipt.fee} asset="USDT" />,
            },
            {
              label: t("withdraw.arrives"),
              value: <Amount value={receipt.net} asset="USDT" />,
              testId: "receipt-net",
            },
            { label: t("wallet.chain"), value: receipt.chain },
            {
              label: t("withdraw.address"),
              value: <span className="font-mono">{receipt.address}</span>,
            },
            {
              label: t("wallet.status"),
              value: t(`withdraw.status.${receipt.status}`),
            },
            {
              label: t("wallet.newBalance"),
              value:
                fresh && balances.data ? (
                  <Amount value={balances.data.balances.USDT} asset="USDT" />
                ) : (
                  "…"
                ),
              testId: "receipt-balance",
            },
          ]}
        />
      )}
      {blocked && (
        <p
          role="alert"
          data-testid="withdraw-blocked"
          className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {errorText(blocked)}
        </p>
      )}
      <MoneyForm
        onSubmit={review}
        submit={{
          label: t("withdraw.review"),
          testId: "withdraw-submit",
          disabled: !!blocked || action.pending,
        }}
      >
        <AmountField
          label={t("withdraw.amount")}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <p className="text-sm text-slate-600">
          {t("wallet.available")} <Amount value={available} asset="USDT" />
        </p>
        <ChainPicker
          value={chain}
          onChange={setChain}
          label={t("withdraw.chain")}
        />
        <Field
          label={t("withdraw.address")}
          name="address"
          value={shownAddress}
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          onChange={(e) => setAddress(e.target.value)}
          error={errors.address}
        />
      </MoneyForm>
      <ConfirmDialog
        {...step.dialog}
        title={t("withdraw.confirmTitle")}
        busy={action.pending}
        confirmLabel={t("withdraw.confirm")}
        onConfirm={send}
        warning={t("wallet.wrongChainWarning", { chain: chain })}
        rows={[
          {
            label: t("wallet.amount"),
            value: <Amount value={typed || "0"} asset="USDT" />,
            testId: "confirm-amount",
          },
          {
            label: `${t("wallet.fee")} (${formatPercent(rules.fee_rate, i18n.language)})`,
            value: <Amount value={fee} asset="USDT" />,
            testId: "confirm-fee",
          },
          {
            label: t("withdraw.arrives"),
            value: <Amount value={net} asset="USDT" />,
            testId: "confirm-net",
          },
          { label: t("wallet.chain"), value: chain, testId: "confirm-chain" },
          {
            label: t("withdraw.address"),
            value: <span className="font-mono">{shownAddress.trim()}</span>,
            testId: "confirm-address",
          },
        ]}
        password={step.passwordField(errors.secondary_password)}
      >
        {needsCode && (
          <Field
            label={t("totp.code")}
            name="totp_code"
            id="withdraw-totp"
            value={totpCode}
            onChange={(e) => setTotpCode(e.target.value)}
            autoComplete="one-time-code"
            maxLength={32}
            hint={t("totp.codeHint")}
            error={errors.totp_code}
            data-testid="withdraw-totp"
          />
        )}
      </ConfirmDialog>
    </section>
  )
}

function WithdrawHistory() {
  const { t, i18n } = useTranslation()
  return (
    <HistorySection
      {...usePagedList(useWithdrawals, (d) => d.withdrawals)}
      title={t("withdraw.historyTitle")}
      heading="h3"
      testId="withdraw-history"
      empty={t("withdraw.empty")}
      render={(w) => (
        <ChainMoveRow
          key={w.id}
          kind="withdraw"
          amount={w.amount}
          chain={w.chain}
          tone={TONE[w.status]}
          status={t(`withdraw.status.${w.status}`)}
        >
          <p className="text-xs text-slate-600">
            {t("wallet.fee")}: <Amount value={w.fee} asset="USDT" /> ·{" "}
            {t("withdraw.arrives")}: <Amount value={w.net} asset="USDT" />
          </p>
          <p className="break-all font-mono text-xs text-slate-600">
            {w.address}
          </p>
          {w.payout_tx_hash && (
            <p className="text-xs text-slate-500">
              {t("withdraw.payoutTx")}:{" "}
              <TxHash chain={w.chain} hash={w.payout_tx_hash} />
            </p>
          )}
          {w.status === "rejected" && (
            <p className="text-xs text-red-700" data-testid="withdraw-reason">
              {t("wallet.reason", { reason: w.reason ?? "" })}
            </p>
          )}
          <p className="text-xs text-slate-500">
            {formatDate(w.created_at, i18n.language)}
          </p>
        </ChainMoveRow>
      )}
    />
  )
}

/** The cash-out: rules first, the form, the confirmation with the full address, history. */
export function WithdrawSection() {
  const { t } = useTranslation()
  const rules = useWithdrawalRules()
  return (
    <div className="space-y-6">
      {rules.isLoading ? (
        <Skeleton lines={3} />
      ) : rules.isError ? (
        <ErrorState
          message={t("withdraw.rulesError")}
          onRetry={() => void rules.refetch()}
        />
      ) : (
        <>
          <RulesCard rules={rules.data!.rules} />
          <WithdrawForm rules={rules.data!.rules} />
        </>
      )}
      <WithdrawHistory />
    </div>
  )
}
