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
  SecondaryPasswordField,
  card,
  primaryButton,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { Field } from "../../components/field"
import { useToast } from "../../components/toast"
import {
  useBalances,
  useCreateTransfer,
  useTransfers,
  type TransferInput,
} from "../../hooks/ledger"
import { useMe } from "../../hooks/members"
import { useMoneyAction } from "../../hooks/money-action"
import { formatDate } from "../../lib/format"
import { normalizeAmount, validateAmount } from "../../lib/money"

type Errors = Partial<
  Record<"to_username" | "amount" | "secondary_password", string>
>

/** UUC to another member: username and amount, then a confirmation asking the secondary password. */
function TransferForm() {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const balances = useBalances()
  // The receipt shows the balance read after the operation, never the one before.
  const [doneAt, setDoneAt] = useState(0)
  const fresh = balances.dataUpdatedAt >= doneAt
  const action = useMoneyAction(useCreateTransfer())
  const [to, setTo] = useState("")
  const [amount, setAmount] = useState("")
  const typed = normalizeAmount(amount, i18n.language)
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<Errors>({})
  const [confirming, setConfirming] = useState(false)
  const [dialogError, setDialogError] = useState<string>()
  const [receipt, setReceipt] = useState<{ to: string; amount: string } | null>(
    null
  )
  const available = balances.data?.balances.UUC

  const review = () => {
    const next: Errors = {}
    if (!to.trim()) next.to_username = t("ledgerErrors.recipient_required")
    const code = validateAmount(typed, { available })
    if (code) next.amount = errorText(code)
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
    const body: TransferInput = {
      to_username: to.trim(),
      amount: typed,
      secondary_password: password,
    }
    action.send(body, {
      onSuccess: ({ transfer }) => {
        setConfirming(false)
        setReceipt({ to: transfer.to_username, amount: transfer.amount })
        setDoneAt(Date.now())
        setTo("")
        setAmount("")
        setPassword("")
        setErrors({})
        toast.success(t("wallet.transferDone"))
      },
      onError: (e) => {
        const f = e as { field?: string; code?: string }
        const message = errorText(e)
        if (
          f.code === "secondary_password_invalid" ||
          f.field === "secondary_password"
        )
          setErrors({ secondary_password: message })
        else if (
          ["recipient_not_found", "transfer_to_self"].includes(f.code ?? "")
        ) {
          setConfirming(false)
          setErrors({ to_username: message })
        } else if (f.field === "amount" || f.code === "insufficient_balance") {
          setConfirming(false)
          setErrors({ amount: message })
        } else setDialogError(message)
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
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          review()
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
        <Field
          label={t("wallet.amountUuc")}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
        <AvailableLine value={available} asset={"UUC"} />
        <button
          type="submit"
          disabled={!available}
          className={`w-full ${primaryButton}`}
          data-testid="transfer-submit"
        >
          {t("wallet.transferReview")}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t("wallet.transferConfirm")}
        busy={action.pending}
        confirmLabel={t("wallet.transferSend")}
        error={dialogError}
        onClose={() => setConfirming(false)}
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

function TransferHistory() {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  const list = useTransfers(page)
  return (
    <HistorySection
      title={t("wallet.transferHistory")}
      testId="transfer-history"
      query={list}
      items={list.data?.transfers}
      count={list.data?.count ?? 0}
      page={page}
      onPage={setPage}
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
