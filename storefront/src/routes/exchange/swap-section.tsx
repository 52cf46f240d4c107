import { Radio, RadioGroup } from "@headlessui/react"
import { useState } from "react"
import { useTranslation } from "react-i18next"
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
import { ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import { useConfirmStep } from "../../hooks/confirm-step"
import { useFreshBalances } from "../../hooks/fresh-balances"
import {
  useCreateExchange,
  useExchanges,
  type Exchange,
} from "../../hooks/ledger"
import { useMoneyAction } from "../../hooks/money-action"
import { usePagedList } from "../../hooks/paged-list"
import { formatDate } from "../../lib/format"
import {
  exchangeOut,
  formatAmount,
  toUnits,
  normalizeAmount,
  validateAmount,
} from "../../lib/money"

type From = "USDT" | "UUC"

/** USDT ↔ UUC at the current price; selling UUC is limited by the 2:1 rule. */
export function SwapSection() {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const history = usePagedList(useExchanges, (d) => d.exchanges)
  const list = history.query
  const { balances, fresh, moved } = useFreshBalances()
  const action = useMoneyAction(useCreateExchange())
  const step = useConfirmStep()
  const [from, setFrom] = useState<From>("USDT")
  const [amount, setAmount] = useState("")
  const typed = normalizeAmount(amount, i18n.language)
  const [error, setError] = useState<string>()
  const [receipt, setReceipt] = useState<Exchange | null>(null)
  const limits = list.data?.limits
  const to: From = from === "USDT" ? "UUC" : "USDT"
  const available = balances.data?.balances[from]
  const out = limits ? exchangeOut(from, typed || "0", limits.price) : "0"

  const review = () => {
    const code = validateAmount(typed, { available })
    // Selling UUC: at most the 2:1 rule's sellable amount as well.
    const overSellable =
      !code &&
      from === "UUC" &&
      !!limits &&
      toUnits(typed)! > toUnits(limits.sellable)!
    const message = code
      ? errorText(code)
      : overSellable
        ? errorText("exchange_sell_limit")
        : undefined
    setError(message)
    if (!message) step.show()
  }

  const send = () => {
    if (!step.hasPassword(errorText("password_required"))) return
    action.send(
      { from, amount: typed, secondary_password: step.password },
      {
        onSuccess: ({ exchange }) => {
          step.done()
          setReceipt(exchange)
          moved()
          setAmount("")
          toast.success(t("exchange.done"))
        },
        onError: (e) => {
          const message = errorText(e)
          step.failed(e, message)
          toast.error(message)
        },
      }
    )
  }

  return (
    <div className="space-y-6">
      <section className={`${card} space-y-4`} aria-labelledby="swap-title">
        <h2 id="swap-title" className="text-lg font-bold">
          {t("exchange.formTitle")}
        </h2>
        {list.isLoading ? (
          <Skeleton lines={1} />
        ) : list.isError ? (
          <ErrorState
            message={t("exchange.limitsError")}
            onRetry={() => void list.refetch()}
          />
        ) : (
          limits && (
            <ul
              className="space-y-1 text-sm text-slate-700"
              data-testid="exchange-limits"
            >
              <li>
                {t("exchange.price", {
                  price: formatAmount(limits.price, i18n.language, "USDT"),
                })}
              </li>
              <li>
                {t("exchange.sellable", {
                  amount: formatAmount(limits.sellable, i18n.language, "UUC"),
                })}
              </li>
              <li className="text-xs text-slate-500">{t("exchange.rule")}</li>
            </ul>
          )
        )}
        {receipt && (
          <Receipt
            title={t("exchange.receiptTitle")}
            onClose={() => setReceipt(null)}
            rows={[
              {
                label: t("exchange.paid"),
                value: (
                  <Amount value={receipt.amount_in} asset={receipt.from} />
                ),
              },
              {
                label: t("exchange.received"),
                value: <Amount value={receipt.amount_out} asset={receipt.to} />,
                testId: "receipt-out",
              },
              {
                label: t("exchange.priceLabel"),
                value: <Amount value={receipt.price} asset="USDT" />,
              },
              {
                label: t("wallet.newBalance"),
                value:
                  fresh && balances.data ? (
                    <>
                      <Amount
                        value={balances.data.balances.USDT}
                        asset="USDT"
                      />{" "}
                      ·{" "}
                      <Amount value={balances.data.balances.UUC} asset="UUC" />
                    </>
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
            label: t("exchange.review"),
            testId: "swap-submit",
            disabled: !limits || !available,
          }}
        >
          <RadioGroup
            value={from}
            onChange={(v: From) => setFrom(v)}
            aria-label={t("exchange.direction")}
          >
            <div className="grid grid-cols-2 gap-2">
              {(["USDT", "UUC"] as const).map((f) => (
                <Radio
                  key={f}
                  value={f}
                  data-testid={`swap-from-${f}`}
                  className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-center text-sm font-semibold text-slate-700 focus:outline-none data-[checked]:border-brand-600 data-[checked]:bg-brand-50 data-[checked]:text-brand-700 data-[focus]:ring-2 data-[focus]:ring-brand-600"
                >
                  {t(f === "USDT" ? "exchange.buy" : "exchange.sell")}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          <AmountField
            label={t("exchange.amount", { asset: from })}
            name="swap_amount"
            value={amount}
            onChange={setAmount}
            error={error}
          />
          <AvailableLine value={available} asset={from} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {t("exchange.youGet")}{" "}
            <Amount value={out} asset={to} className="font-semibold" />
          </p>
        </MoneyForm>
      </section>
      <ConfirmDialog
        {...step.dialog}
        title={t("exchange.confirmTitle")}
        busy={action.pending}
        confirmLabel={t("exchange.confirm")}
        onConfirm={send}
        rows={[
          {
            label: t("exchange.paid"),
            value: <Amount value={typed || "0"} asset={from} />,
          },
          {
            label: t("exchange.priceLabel"),
            value: limits ? <Amount value={limits.price} asset="USDT" /> : "",
          },
          { label: t("wallet.fee"), value: <Amount value="0" asset={from} /> },
          {
            label: t("exchange.received"),
            value: <Amount value={out} asset={to} />,
          },
        ]}
        warning={t("exchange.priceWarning")}
        password={step.passwordField()}
      />
      <HistorySection
        {...history}
        title={t("exchange.historyTitle")}
        heading="h3"
        testId="exchange-history"
        empty={t("exchange.empty")}
        render={(x) => (
          <li
            key={x.id}
            className="flex flex-wrap items-center gap-2 p-3 text-sm"
          >
            <span className="text-red-700">
              <Amount value={`-${x.amount_in}`} asset={x.from} signed />
            </span>
            <span aria-hidden="true">→</span>
            <span className="text-emerald-700">
              <Amount value={x.amount_out} asset={x.to} signed />
            </span>
            <span className="ms-auto text-xs text-slate-500">
              {formatDate(x.created_at, i18n.language)}
            </span>
          </li>
        )}
      />
    </div>
  )
}
