import type { UseMutationResult } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useBalances, PAGE_SIZE } from "../../hooks/ledger"
import { useMoneyAction } from "../../hooks/money-action"
import { formatDate } from "../../lib/format"
import { normalizeAmount, validateAmount } from "../../lib/money"
import { Field } from "../field"
import { useToast } from "../toast"
import {
  Amount,
  ConfirmDialog,
  PagedList,
  Receipt,
  SecondaryPasswordField,
  card,
  primaryButton,
  useLedgerErrorText,
} from "./ledger-ui"

type Row = { id: string; amount: string; created_at: string }

/**
 * An amount of UUC moved by the member (burn, into the low pool): the form, a
 * confirmation with its warning, the receipt with the new balances, and history.
 * `ns` names the translation object (`burn`, `shares`).
 */
export function UucAction<TAnswer>({
  ns,
  mutation,
  history,
}: {
  ns: "burn" | "shares"
  mutation: UseMutationResult<
    TAnswer,
    unknown,
    { body: { amount: string; secondary_password: string }; key: string }
  >
  history: {
    query: {
      isLoading: boolean
      isError: boolean
      isFetching: boolean
      refetch: () => unknown
    }
    rows: Row[] | undefined
    count: number
    page: number
    onPage: (n: number) => void
  }
}) {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const balances = useBalances()
  // The receipt shows the balance read after the operation, never the one before.
  const [doneAt, setDoneAt] = useState(0)
  const fresh = balances.dataUpdatedAt >= doneAt
  const action = useMoneyAction(mutation)
  const [amount, setAmount] = useState("")
  const typed = normalizeAmount(amount, i18n.language)
  const [error, setError] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [dialogError, setDialogError] = useState<string>()
  const [password, setPassword] = useState("")
  const [passwordError, setPasswordError] = useState<string>()
  const [receipt, setReceipt] = useState<string | null>(null)
  const available = balances.data?.balances.UUC

  const review = () => {
    const code = validateAmount(typed, { available })
    setError(code ? errorText(code) : undefined)
    if (!code) {
      setDialogError(undefined)
      setConfirming(true)
    }
  }
  const send = () => {
    const value = typed
    if (!password) {
      setPasswordError(errorText("password_required"))
      return
    }
    setPasswordError(undefined)
    action.send(
      { amount: value, secondary_password: password },
      {
        onSuccess: () => {
          setConfirming(false)
          setPassword("")
          setReceipt(value)
          setDoneAt(Date.now())
          setAmount("")
          toast.success(t(`${ns}.done`))
        },
        onError: (e) => {
          const message = errorText(e)
          const f = e as { field?: string; code?: string }
          if (f.field === "secondary_password") setPasswordError(message)
          else if (f.field === "amount" || f.code === "insufficient_balance") {
            setConfirming(false)
            setError(message)
          } else setDialogError(message)
          toast.error(message)
        },
      }
    )
  }

  return (
    <div className="space-y-6">
      <section className={`${card} space-y-4`} aria-labelledby={`${ns}-title`}>
        <h2 id={`${ns}-title`} className="text-lg font-bold">
          {t(`${ns}.formTitle`)}
        </h2>
        <p className="text-sm text-slate-600">{t(`${ns}.intro`)}</p>
        {receipt && (
          <Receipt
            title={t(`${ns}.receiptTitle`)}
            onClose={() => setReceipt(null)}
            rows={[
              {
                label: t("wallet.amount"),
                value: <Amount value={receipt} asset="UUC" />,
              },
              {
                label: t("wallet.asset.UUC"),
                value:
                  fresh && balances.data ? (
                    <Amount value={balances.data.balances.UUC} asset="UUC" />
                  ) : (
                    "…"
                  ),
                testId: "receipt-balance",
              },
              {
                label: t("wallet.asset.UUC_POOL"),
                value:
                  fresh && balances.data ? (
                    <Amount
                      value={balances.data.balances.UUC_POOL}
                      asset="UUC"
                    />
                  ) : (
                    "…"
                  ),
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
            label={t("wallet.amountUuc")}
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error}
          />
          {available && (
            <p className="text-sm text-slate-600">
              {t("wallet.available")} <Amount value={available} asset="UUC" />
            </p>
          )}
          <button
            type="submit"
            disabled={!available}
            className={`w-full ${primaryButton}`}
            data-testid={`${ns}-submit`}
          >
            {t(`${ns}.review`)}
          </button>
        </form>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t(`${ns}.confirmTitle`)}
        busy={action.pending}
        confirmLabel={t(`${ns}.confirm`)}
        error={dialogError}
        onClose={() => setConfirming(false)}
        onConfirm={send}
        warning={t(`${ns}.warning`)}
        rows={[
          {
            label: t("wallet.amount"),
            value: <Amount value={typed || "0"} asset="UUC" />,
          },
          { label: t("wallet.fee"), value: <Amount value="0" asset="UUC" /> },
        ]}
      >
        <SecondaryPasswordField
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      </ConfirmDialog>
      <section className="space-y-3">
        <h2 className="text-lg font-bold">{t(`${ns}.historyTitle`)}</h2>
        <PagedList
          testId={`${ns}-history`}
          query={history.query}
          items={history.rows}
          count={history.count}
          pageSize={PAGE_SIZE}
          page={history.page}
          onPage={history.onPage}
          empty={t(`${ns}.empty`)}
          loadError={t("wallet.listError")}
          render={(x) => (
            <li key={x.id} className="flex items-center gap-3 p-3 text-sm">
              <span className="text-xs text-slate-500">
                {formatDate(x.created_at, i18n.language)}
              </span>
              <Amount
                value={x.amount}
                asset="UUC"
                className="ms-auto font-semibold"
              />
            </li>
          )}
        />
      </section>
    </div>
  )
}
