import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router-dom"
import {
  BalanceTiles,
  QuickActions,
} from "../../components/ledger/balance-tiles"
import { HistorySection } from "../../components/ledger/history-section"
import { AvailableLine } from "../../components/ledger/available-line"
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
import { useToast } from "../../components/toast"
import { useConfirmStep } from "../../hooks/confirm-step"
import { useFreshBalances } from "../../hooks/fresh-balances"
import {
  recipientExists,
  useCreateTransfer,
  useTransfers,
  type TransferInput,
} from "../../hooks/ledger"
import { useMe } from "../../hooks/members"
import { useMoneyAction } from "../../hooks/money-action"
import { usePagedList } from "../../hooks/paged-list"
import { isPasswordFailure } from "../../lib/api-error"
import { formatDate } from "../../lib/format"
import { normalizeAmount, validateAmount } from "../../lib/money"

type Errors = Partial<
  Record<"to_username" | "amount" | "secondary_password", string>
>

/**
 * UUC to another member: username and amount, then a confirmation asking the
 * secondary password. The recipient is checked first (not oneself, a member that
 * exists), so an unknown username is said before any password is typed.
 */
function TransferForm() {
  const { t, i18n } = useTranslation()
  const me = useMe()
  const [checking, setChecking] = useState(false)
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const { balances, fresh, moved } = useFreshBalances()
  const action = useMoneyAction(useCreateTransfer())
  const step = useConfirmStep()
  const [to, setTo] = useState("")
  const [amount, setAmount] = useState("")
  const typed = normalizeAmount(amount, i18n.language)
  const [errors, setErrors] = useState<Errors>({})
  const [receipt, setReceipt] = useState<{ to: string; amount: string } | null>(
    null
  )
  const available = balances.data?.balances.UUC

  const review = async () => {
    if (checking) return
    const next: Errors = {}
    const username = to.trim()
    if (!username) next.to_username = t("ledgerErrors.recipient_required")
    else if (username.toLowerCase() === me.data?.member.username.toLowerCase())
      next.to_username = errorText("transfer_to_self")
    const code = validateAmount(typed, { available })
    if (code) next.amount = errorText(code)
    setErrors(next)
    if (Object.keys(next).length) return
    setChecking(true)
    try {
      if (!(await recipientExists(username)))
        return setErrors({ to_username: errorText("recipient_not_found") })
    } catch (e) {
      // too many checks: said under the field; another failure leaves the
      // check to the transfer itself
      if ((e as { status?: number }).status === 429)
        return setErrors({ to_username: errorText(e) })
    } finally {
      setChecking(false)
    }
    step.show()
  }

  const send = () => {
    if (!step.password) {
      setErrors({ secondary_password: errorText("password_required") })
      return
    }
    const body: TransferInput = {
      to_username: to.trim(),
      amount: typed,
      secondary_password: step.password,
    }
    action.send(body, {
      onSuccess: ({ transfer }) => {
        step.done()
        setReceipt({ to: transfer.to_username, amount: transfer.amount })
        moved()
        setTo("")
        setAmount("")
        setErrors({})
        toast.success(t("wallet.transferDone"))
      },
      onError: (e) => {
        const f = e as { field?: string; code?: string }
        const message = errorText(e)
        if (isPasswordFailure(e)) setErrors({ secondary_password: message })
        else if (
          ["recipient_not_found", "transfer_to_self"].includes(f.code ?? "")
        ) {
          step.close()
          setErrors({ to_username: message })
        } else if (f.field === "amount" || f.code === "insufficient_balance") {
          step.close()
          setErrors({ amount: message })
        } else step.setError(message)
        toast.error(message)
      },
    })
  }

  return (
    <section
      id="transfer"
      className={`${card} scroll-mt-20 space-y-4`}
      aria-labelledby="transfer-title"
    >
      <h2 id="transfer-title" className="text-lg font-bold">
        {t("wallet.transferTitle")}
      </h2>
      {receipt && (
        <Receipt
          title={t("wallet.transferReceipt")}
          onClose={() => setReceipt(null)}
          rows={[
            { label: t("wallet.recipient"), value: receipt.to },
            {
              label: t("wallet.amount"),
              value: <Amount value={receipt.amount} asset="UUC" />,
            },
            {
              label: t("wallet.newBalance"),
              value:
                fresh && available ? (
                  <Amount value={available} asset="UUC" />
                ) : (
                  "…"
                ),
              testId: "receipt-balance",
            },
          ]}
        />
      )}
      <MoneyForm
        onSubmit={() => void review()}
        submit={{
          label: checking
            ? t("wallet.checkingRecipient")
            : t("wallet.transferReview"),
          testId: "transfer-submit",
          disabled: !available || checking,
        }}
      >
        <Field
          label={t("wallet.recipient")}
          name="to_username"
          value={to}
          autoComplete="off"
          onChange={(e) => setTo(e.target.value)}
          error={errors.to_username}
        />
        <AmountField
          label={t("wallet.amountUuc")}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <AvailableLine value={available} asset={"UUC"} />
      </MoneyForm>
      <ConfirmDialog
        {...step.dialog}
        title={t("wallet.transferConfirm")}
        busy={action.pending}
        confirmLabel={t("wallet.transferSend")}
        onConfirm={send}
        rows={[
          {
            label: t("wallet.recipient"),
            value: to.trim(),
            testId: "confirm-recipient",
          },
          {
            label: t("wallet.amount"),
            value: <Amount value={typed || "0"} asset="UUC" />,
          },
          { label: t("wallet.fee"), value: <Amount value="0" asset="UUC" /> },
        ]}
        warning={t("wallet.transferWarning")}
        password={step.passwordField(errors.secondary_password)}
      />
    </section>
  )
}

function TransferHistory() {
  const { t, i18n } = useTranslation()
  return (
    <HistorySection
      {...usePagedList(useTransfers, (d) => d.transfers)}
      title={t("wallet.transferHistory")}
      testId="transfer-history"
      empty={t("wallet.transferEmpty")}
      render={(x) => (
        <li key={x.id} className="flex items-center gap-3 p-3 text-sm">
          <div className="min-w-0 flex-1">
            <p className="font-medium">
              {x.direction === "in"
                ? t("wallet.transferFrom", { username: x.from_username })
                : t("wallet.transferTo", { username: x.to_username })}
            </p>
            <p className="text-xs text-slate-500">
              {formatDate(x.created_at, i18n.language)}
            </p>
          </div>
          <Amount
            value={x.direction === "in" ? x.amount : `-${x.amount}`}
            asset="UUC"
            signed
            className={
              x.direction === "in"
                ? "font-semibold text-emerald-700"
                : "font-semibold text-red-700"
            }
          />
        </li>
      )}
    />
  )
}

/** `/wallet`: balances, the member's wallet address, money actions and the UUC transfer. */
export default function WalletPage() {
  const { t } = useTranslation()
  const me = useMe()
  const { hash } = useLocation()
  useEffect(() => {
    if (hash === "#transfer")
      document.getElementById("transfer")?.scrollIntoView({ block: "start" })
  }, [hash])
  const address = me.data?.member.wallet_address
  return (
    <div className="space-y-6" data-testid="wallet">
      <BalanceTiles
        assets={["USDT", "USDT_HELD", "UUC", "UUC_POOL", "POINTS"]}
      />
      <section className={card}>
        <h2 className="text-sm font-medium text-slate-500">
          {t("wallet.address")}
        </h2>
        <p
          className={`mt-1 break-all text-sm ${address ? "font-mono" : "text-slate-600"}`}
          data-testid="wallet-address"
        >
          {me.isLoading
            ? t("common.loading")
            : address || t("wallet.addressNotSet")}
        </p>
      </section>
      <QuickActions
        extra={[
          { to: "/burn", label: "wallet.actions.burn" },
          { to: "/shares", label: "wallet.actions.lowPool" },
          { to: "/financial", label: "wallet.actions.details" },
        ]}
      />
      <TransferForm />
      <TransferHistory />
    </div>
  )
}
