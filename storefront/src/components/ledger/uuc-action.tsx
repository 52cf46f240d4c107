import type { UseMutationResult } from "@tanstack/react-query"
import { useState, type ComponentProps } from "react"
import { useTranslation } from "react-i18next"
import { useConfirmStep } from "../../hooks/confirm-step"
import { useFreshBalances } from "../../hooks/fresh-balances"
import type { Balances } from "../../hooks/ledger"
import { useMoneyAction } from "../../hooks/money-action"
import { formatDate } from "../../lib/format"
import { normalizeAmount, validateAmount } from "../../lib/money"
import { useToast } from "../toast"
import { AmountField } from "./amount-field"
import { AvailableLine } from "./available-line"
import { BalanceTiles } from "./balance-tiles"
import { HistorySection } from "./history-section"
import {
  Amount,
  ConfirmDialog,
  Receipt,
  card,
  useLedgerErrorText,
} from "./ledger-ui"
import { MoneyForm } from "./money-form"

type Row = { id: string; amount: string; created_at: string }

type Props<TAnswer> = {
  ns: "burn" | "shares"
  mutation: UseMutationResult<
    TAnswer,
    unknown,
    { body: { amount: string; secondary_password: string }; key: string }
  >
  /** One page of the history and its paging (usePagedList). */
  history: Pick<
    ComponentProps<typeof HistorySection<Row>>,
    "query" | "items" | "count" | "page" | "onPage"
  >
}

/**
 * A page moving an amount of UUC (burn, into the low pool): the balance tiles
 * (`tiles`), then the action. `ns` is also the page's test id.
 */
export function UucActionPage<TAnswer>({
  tiles,
  ...action
}: Props<TAnswer> & { tiles: (keyof Balances)[] }) {
  return (
    <div className="space-y-6" data-testid={action.ns}>
      <BalanceTiles assets={tiles} />
      <UucAction {...action} />
    </div>
  )
}

/**
 * An amount of UUC moved by the member: the form, a confirmation with its
 * warning, the receipt with the new balances, and history. `ns` names the
 * translation object (`burn`, `shares`).
 */
function UucAction<TAnswer>({ ns, mutation, history }: Props<TAnswer>) {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const { balances, fresh, moved } = useFreshBalances()
  const action = useMoneyAction(mutation)
  const step = useConfirmStep()
  const [amount, setAmount] = useState("")
  const typed = normalizeAmount(amount, i18n.language)
  const [error, setError] = useState<string>()
  const [receipt, setReceipt] = useState<string | null>(null)
  const available = balances.data?.balances.UUC

  const review = () => {
    const code = validateAmount(typed, { available })
    setError(code ? errorText(code) : undefined)
    if (!code) step.show()
  }
  const send = () => {
    const value = typed
    if (!step.hasPassword(errorText("password_required"))) return
    action.send(
      { amount: value, secondary_password: step.password },
      {
        onSuccess: () => {
          step.done()
          setReceipt(value)
          moved()
          setAmount("")
          toast.success(t(`${ns}.done`))
        },
        onError: (e) => {
          const message = errorText(e)
          const f = e as { field?: string; code?: string }
          if (f.field === "secondary_password") step.setPasswordError(message)
          else if (f.field === "amount" || f.code === "insufficient_balance") {
            step.close()
            setError(message)
          } else step.setError(message)
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
        <MoneyForm
          onSubmit={review}
          submit={{
            label: t(`${ns}.review`),
            testId: `${ns}-submit`,
            disabled: !available,
          }}
        >
          <AmountField
            label={t("wallet.amountUuc")}
            value={amount}
            onChange={setAmount}
            error={error}
          />
          <AvailableLine value={available} asset="UUC" />
        </MoneyForm>
      </section>
      <ConfirmDialog
        {...step.dialog}
        title={t(`${ns}.confirmTitle`)}
        busy={action.pending}
        confirmLabel={t(`${ns}.confirm`)}
        onConfirm={send}
        warning={t(`${ns}.warning`)}
        rows={[
          {
            label: t("wallet.amount"),
            value: <Amount value={typed || "0"} asset="UUC" />,
          },
          { label: t("wallet.fee"), value: <Amount value="0" asset="UUC" /> },
        ]}
        password={step.passwordField()}
      />
      <HistorySection
        {...history}
        title={t(`${ns}.historyTitle`)}
        testId={`${ns}-history`}
        empty={t(`${ns}.empty`)}
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
    </div>
  )
}
