import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import {
  Amount,
  ConfirmDialog,
  Receipt,
  card as cardBox,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import { useFreshBalances } from "../../hooks/fresh-balances"
import { useMoneyAction } from "../../hooks/money-action"
import {
  useActivateCard,
  useCards,
  type Activation,
  type CardKind,
  type CardOffer,
} from "../../hooks/rewards"
import { asFailure } from "../../lib/api-error"
import { formatInteger, formatPercent } from "../../lib/format"
import { formatAmount, fromUnits, toUnits } from "../../lib/money"
import { LoanSection } from "./loan-section"
import { RefundSection } from "./refund-section"

/** A balance after paying: null when it does not cover the price. */
export function balanceAfter(balance: string, pay: string): string | null {
  const left = (toUnits(balance) ?? 0n) - (toUnits(pay) ?? 0n)
  return left < 0n ? null : fromUnits(left)
}

/** The link to top up, next to "Your balance is insufficient". */
function Insufficient() {
  const { t } = useTranslation()
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
      data-testid="star-insufficient"
    >
      {t("ledgerErrors.insufficient_balance")}{" "}
      <Link to="/recharge" className="font-semibold underline">
        {t("star.recharge")}
      </Link>
    </p>
  )
}

function CardTile({
  offer,
  current,
  onChoose,
}: {
  offer: CardOffer
  current: CardKind | null
  onChoose: () => void
}) {
  const { t, i18n } = useTranslation()
  const gold = offer.card === "gold"
  const mine = current === offer.card
  const upgrade = current === "standard" && gold
  const benefits = [
    t("star.benefits.shop", {
      percent: formatPercent(offer.price_ratio, i18n.language),
    }),
    t("star.benefits.points", {
      points: formatInteger(offer.points, i18n.language),
    }),
    t("star.benefits.bonuses"),
    t(gold ? "star.benefits.layer" : "star.benefits.noLayer"),
  ]
  return (
    <li
      data-testid={`star-card-${offer.card}`}
      className={`flex flex-col rounded-2xl p-5 ring-1 ${
        gold
          ? "bg-gradient-to-br from-amber-200 to-amber-400 text-slate-900 ring-amber-400"
          : "bg-gradient-to-br from-brand-700 to-brand-600 text-white ring-brand-700"
      }`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-lg font-bold">
          {t(`dashboard.card.${offer.card}`)}
        </h3>
        {mine && (
          <span className="rounded-full bg-white/80 px-2 py-0.5 text-xs font-semibold text-slate-900">
            {t("star.yours")}
          </span>
        )}
      </div>
      <p className="mt-2 text-3xl font-bold">
        <Amount value={offer.price} asset="USD" />
      </p>
      <ul className="mt-3 flex-1 list-disc space-y-1 ps-5 text-sm">
        {benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      {offer.pay !== null ? (
        <button
          type="button"
          onClick={onChoose}
          className={`mt-4 rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ${gold ? "bg-slate-900 text-white hover:bg-slate-800 focus-visible:outline-slate-900" : "bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white"}`}
          data-testid={`star-buy-${offer.card}`}
        >
          {upgrade
            ? t("star.upgrade", {
                amount: formatAmount(offer.pay, i18n.language, "USDT"),
              })
            : t("star.buy")}
        </button>
      ) : (
        <p className="mt-4 text-sm font-medium opacity-90">
          {t(mine ? "star.holding" : "star.notForSale")}
        </p>
      )}
    </li>
  )
}

/** `/star`: the cards of the plan, the member's card, buying or upgrading, the loan account. */
export default function StarPage() {
  const { t } = useTranslation()
  const cards = useCards()
  const { balances, fresh, moved } = useFreshBalances()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const action = useMoneyAction(useActivateCard())
  const [choice, setChoice] = useState<CardOffer | null>(null)
  const [dialogError, setDialogError] = useState<string>()
  const [password, setPassword] = useState("")
  const [passwordError, setPasswordError] = useState<string>()
  const [short, setShort] = useState(false)
  const [receipt, setReceipt] = useState<{
    activation: Activation
    points: string
  } | null>(null)

  if (cards.isLoading) return <Skeleton lines={4} />
  if (cards.isError)
    return (
      <ErrorState
        message={t("star.loadError")}
        onRetry={() => void cards.refetch()}
      />
    )
  const data = cards.data!
  const usdt = balances.data?.balances.USDT
  // points are decimal strings (the plan's): an upgrade gets the difference
  const points = (offer: CardOffer) => {
    const standard = data.cards.find((c) => c.card === "standard")
    return data.card === "standard" && offer.card === "gold" && standard
      ? fromUnits(
          (toUnits(offer.points) ?? 0n) - (toUnits(standard.points) ?? 0n)
        )
      : offer.points
  }
  const after = choice?.pay && usdt ? balanceAfter(usdt, choice.pay) : null
  // "Pay and activate" waits for the balance and stays off while it cannot pay.
  const cannotPay = balances.isPending || !!(usdt && choice?.pay && !after)

  const choose = (offer: CardOffer) => {
    setDialogError(undefined)
    setShort(false)
    setChoice(offer)
  }
  const confirm = () => {
    if (!choice) return
    const offer = choice
    if (!password) {
      setPasswordError(errorText("password_required"))
      return
    }
    setPasswordError(undefined)
    action.send(
      { card: offer.card, secondary_password: password },
      {
        onSuccess: ({ activation }) => {
          setChoice(null)
          setPassword("")
          // null only when the activation cannot be read back (not after a 201)
          if (activation) setReceipt({ activation, points: points(offer) })
          moved()
          toast.success(t("star.done"))
        },
        onError: (e) => {
          const message = errorText(e)
          setShort(asFailure(e).code === "insufficient_balance")
          if ((e as { field?: string }).field === "secondary_password")
            setPasswordError(message)
          else setDialogError(message)
          toast.error(message)
        },
      }
    )
  }

  return (
    <div className="space-y-6" data-testid="star">
      <section className={cardBox} aria-labelledby="star-current">
        <h2 id="star-current" className="text-sm text-slate-500">
          {t("star.current")}
        </h2>
        <p className="mt-1 text-xl font-bold" data-testid="star-current-card">
          {t(`dashboard.card.${data.card ?? "none"}`)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t(
            data.card === "gold"
              ? "star.intro.gold"
              : data.card
                ? "star.intro.standard"
                : "star.intro.none"
          )}
        </p>
        <p className="mt-2 text-sm">
          {t("star.balance")}:{" "}
          {usdt ? <Amount value={usdt} asset="USDT" /> : "…"}
        </p>
      </section>

      {receipt && (
        <Receipt
          title={t("star.receiptTitle")}
          onClose={() => setReceipt(null)}
          rows={[
            {
              label: t("star.card"),
              value: t(`dashboard.card.${receipt.activation.card}`),
              testId: "receipt-card",
            },
            {
              label: t("star.paid"),
              value: <Amount value={receipt.activation.amount} asset="USDT" />,
            },
            {
              label: t("star.points"),
              value: <Amount value={receipt.points} asset="POINTS" />,
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

      <section aria-labelledby="star-cards">
        <h2 id="star-cards" className="text-lg font-bold">
          {t("star.cardsTitle")}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {data.cards.map((offer) => (
            <CardTile
              key={offer.card}
              offer={offer}
              current={data.card}
              onChoose={() => choose(offer)}
            />
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-500">{t("star.disclaimer")}</p>
      </section>

      <RefundSection />

      <LoanSection cards={data} />

      <ConfirmDialog
        open={!!choice}
        title={t(
          data.card === "standard" ? "star.confirmUpgrade" : "star.confirmBuy"
        )}
        rows={
          choice?.pay
            ? [
                {
                  label: t("star.card"),
                  value: t(`dashboard.card.${choice.card}`),
                },
                {
                  label: t("star.youPay"),
                  value: <Amount value={choice.pay} asset="USDT" />,
                  testId: "confirm-pay",
                },
                {
                  label: t("star.pointsYouGet"),
                  value: <Amount value={points(choice)} asset="POINTS" />,
                  testId: "confirm-points",
                },
                {
                  label: t("star.balanceAfter"),
                  value: after ? <Amount value={after} asset="USDT" /> : "—",
                  testId: "confirm-after",
                },
              ]
            : []
        }
        error={short ? undefined : dialogError}
        busy={action.pending}
        confirmLabel={t("star.confirm")}
        confirmDisabled={cannotPay}
        onConfirm={confirm}
        onClose={() => setChoice(null)}
        password={{
          value: password,
          onChange: setPassword,
          error: passwordError,
        }}
      >
        {(short || (usdt && choice?.pay && !after)) && <Insufficient />}
      </ConfirmDialog>
    </div>
  )
}
