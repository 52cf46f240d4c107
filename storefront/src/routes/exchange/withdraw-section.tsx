import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ChainPicker } from "../../components/ledger/chain-picker"
import { HistorySection } from "../../components/ledger/history-section"
import {
  Amount,
  ConfirmDialog,
  Receipt,
  SecondaryPasswordField,
  StatusBadge,
  card,
  primaryButton,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { Field } from "../../components/field"
import { ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import {
  useBalances,
  useCreateWithdrawal,
  useWithdrawalRules,
  useWithdrawals,
  type Withdrawal,
  type WithdrawalInput,
  type WithdrawalRules,
} from "../../hooks/ledger"
import { useMe } from "../../hooks/members"
import { useMoneyAction } from "../../hooks/money-action"
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
export function weekdayNames(days: number[], locale: string) {
  const f = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    timeZone: "UTC",
  })
  return days.map((d) => f.format(new Date(Date.UTC(2023, 0, 1 + d))))
}

/** Why a withdrawal cannot be asked today, if it can't. */
export function blockedReason(r: WithdrawalRules) {
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
  Record<"amount" | "address" | "secondary_password", string>
>

function WithdrawForm({ rules }: { rules: WithdrawalRules }) {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const me = useMe()
  const balances = useBalances()
  // The receipt shows the balance read after the operation, never the one before.
  const [doneAt, setDoneAt] = useState(0)
  const fresh = balances.dataUpdatedAt >= doneAt
  const action = useMoneyAction(useCreateWithdrawal())
  const [amount, setAmount] = useState("")
  const typed = normalizeAmount(amount, i18n.language)
  const [chain, setChain] = useState<Chain>("BEP20")
  const [address, setAddress] = useState<string | null>(null)
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<Errors>({})
  const [confirming, setConfirming] = useState(false)
  const [dialogError, setDialogError] = useState<string>()
  const [receipt, setReceipt] = useState<Withdrawal | null>(null)
  const shownAddress = address ?? me.data?.member.wallet_address ?? ""
  const available = balances.data?.balances.USDT ?? rules.available
  const blocked = blockedReason(rules)
  const { fee, net } = feeOf(typed || "0", rules.fee_rate)
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
    if (!Object.keys(next).length) {
      setDialogError(undefined)
      setConfirming(true)
    }
  }

  const send = () => {
    if (!password) {
      setErrors({ secondary_password: errorText("password_required") })
      return
    }
    const body: WithdrawalInput = {
      amount: typed,
      chain,
      address: shownAddress.trim(),
      secondary_password: password,
    }
    action.send(body, {
      onSuccess: ({ withdrawal }) => {
        setConfirming(false)
        setReceipt(withdrawal)
        setDoneAt(Date.now())
        setAmount("")
        setPassword("")
        setErrors({})
        toast.success(t("withdraw.done"))
      },
      onError: (e) => {
        const f = e as { field?: string; code?: string }
        const message = errorText(e, { min: minText })
        if (
          f.code === "secondary_password_invalid" ||
          f.field === "secondary_password"
        )
          setErrors({ secondary_password: message })
        else if (f.field === "address") {
          setConfirming(false)
          setErrors({ address: message })
        } else if (
          f.field === "amount" ||
          f.code === "insufficient_balance" ||
          f.code === "withdrawal_minimum"
        ) {
          setConfirming(false)
          setErrors({ amount: message })
        } else setDialogError(message)
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
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          review()
        }}
      >
        <Field
          label={t("withdraw.amount")}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
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
        <button
          type="submit"
          disabled={!!blocked || action.pending}
          className={`w-full ${primaryButton}`}
          data-testid="withdraw-submit"
        >
          {t("withdraw.review")}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t("withdraw.confirmTitle")}
        busy={action.pending}
        confirmLabel={t("withdraw.confirm")}
        error={dialogError}
        onClose={() => setConfirming(false)}
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
      >
        <SecondaryPasswordField
          value={password}
          onChange={setPassword}
          error={errors.secondary_password}
        />
      </ConfirmDialog>
    </section>
  )
}

function WithdrawHistory() {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  const list = useWithdrawals(page)
  return (
    <HistorySection
      title={t("withdraw.historyTitle")}
      heading="h3"
      testId="withdraw-history"
      query={list}
      items={list.data?.withdrawals}
      count={list.data?.count ?? 0}
      page={page}
      onPage={setPage}
      empty={t("withdraw.empty")}
      render={(w) => (
        <li
          key={w.id}
          className="space-y-1 p-3 text-sm"
          data-testid="withdraw-row"
        >
          <div className="flex items-center gap-2">
            <Amount value={w.amount} asset="USDT" className="font-semibold" />
            <span className="text-slate-500">{w.chain}</span>
            <span className="ms-auto" data-testid="withdraw-status">
              <StatusBadge tone={TONE[w.status]}>
                {t(`withdraw.status.${w.status}`)}
              </StatusBadge>
            </span>
          </div>
          <p className="text-xs text-slate-600">
            {t("wallet.fee")}: <Amount value={w.fee} asset="USDT" /> ·{" "}
            {t("withdraw.arrives")}: <Amount value={w.net} asset="USDT" />
          </p>
          <p className="break-all font-mono text-xs text-slate-600">
            {w.address}
          </p>
          {w.payout_tx_hash && (
            <p className="break-all font-mono text-xs text-slate-500">
              {t("withdraw.payoutTx")}: {w.payout_tx_hash}
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
        </li>
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
