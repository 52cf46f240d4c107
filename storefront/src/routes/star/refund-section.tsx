import { useState } from "react"
import { useTranslation } from "react-i18next"
import {
  Amount,
  ConfirmDialog,
  Rows,
  StatusBadge,
  card as cardBox,
  secondaryButton,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import { useMoneyAction } from "../../hooks/money-action"
import {
  useActivations,
  useRefundActivation,
  type ActivationOffer,
} from "../../hooks/rewards"
import { formatDate, formatInteger } from "../../lib/format"
import { formatAmount } from "../../lib/money"

/** One card bought: until when it can be refunded, what comes back, or why not. */
function RefundRow({
  a,
  onRefund,
}: {
  a: ActivationOffer
  onRefund: () => void
}) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const state = a.blocked ?? "open"
  return (
    <li className="space-y-2 py-3" data-testid="refund-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {t(`refund.kind.${a.kind}`, {
            card: t(`dashboard.card.${a.card}`),
          })}
        </p>
        <StatusBadge
          tone={state === "open" ? "ok" : state === "refunded" ? "wait" : "bad"}
        >
          <span data-testid="refund-state">{t(`refund.state.${state}`)}</span>
        </StatusBadge>
      </div>
      <Rows
        rows={[
          {
            label: t("refund.boughtAt"),
            value: formatDate(a.created_at, lng),
          },
          {
            label: t("refund.paid"),
            value: <Amount value={a.amount} asset="USDT" />,
          },
          a.status === "refunded"
            ? {
                label: t("refund.refundedAt"),
                value: formatDate(a.refunded_at, lng),
              }
            : {
                label: t("refund.until"),
                value: formatDate(a.refundable_until, lng),
                testId: "refund-until",
              },
        ]}
      />
      {state === "open" && (
        <>
          <p className="text-sm text-slate-700" data-testid="refund-back">
            {t("refund.whatComesBack", {
              amount: formatAmount(a.refund.amount, lng),
              points: formatInteger(a.refund.points, lng),
            })}
          </p>
          <button
            type="button"
            className={`w-full ${secondaryButton}`}
            onClick={onRefund}
            data-testid="refund-open"
          >
            {t("refund.button")}
          </button>
        </>
      )}
      {state !== "open" && state !== "refunded" && (
        <p className="text-sm text-slate-600" data-testid="refund-why">
          {t(`refund.why.${state}`, {
            date: formatDate(a.refundable_until, lng),
          })}
        </p>
      )}
    </li>
  )
}

/**
 * `/star`'s refunds: each card bought with the end of its cooling-off period, what a
 * refund gives back (the price in USDT) and takes back (the card's points and the
 * uplines' bonuses), and the refund itself behind the secondary password.
 */
export function RefundSection() {
  const { t } = useTranslation()
  const list = useActivations()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const [choice, setChoice] = useState<ActivationOffer | null>(null)
  const action = useMoneyAction(useRefundActivation(choice?.id ?? null))
  const [password, setPassword] = useState("")
  const [passwordError, setPasswordError] = useState<string>()
  const [dialogError, setDialogError] = useState<string>()

  if (list.isLoading) return <Skeleton lines={2} />
  if (list.isError)
    return (
      <ErrorState
        message={t("refund.loadError")}
        onRetry={() => void list.refetch()}
      />
    )
  const activations = list.data!.activations.filter(
    (a) => a.status === "completed" || a.status === "refunded"
  )
  if (!activations.length) return null

  const confirm = () => {
    if (!choice) return
    if (!password) {
      setPasswordError(errorText("password_required"))
      return
    }
    setPasswordError(undefined)
    setDialogError(undefined)
    action.send(
      { secondary_password: password },
      {
        onSuccess: () => {
          setChoice(null)
          setPassword("")
          toast.success(t("refund.done"))
        },
        onError: (e) => {
          const message = errorText(e)
          if ((e as { field?: string }).field === "secondary_password")
            setPasswordError(message)
          else setDialogError(message)
        },
      }
    )
  }

  return (
    <section
      className={cardBox}
      aria-labelledby="refund-title"
      data-testid="refunds"
    >
      <h2 id="refund-title" className="text-lg font-bold">
        {t("refund.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("refund.intro")}</p>
      <ul className="divide-y divide-slate-200">
        {activations.map((a) => (
          <RefundRow
            key={a.id}
            a={a}
            onRefund={() => {
              setDialogError(undefined)
              setPasswordError(undefined)
              setChoice(a)
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={!!choice}
        title={t("refund.confirmTitle")}
        rows={
          choice
            ? [
                {
                  label: t("star.card"),
                  value: t(`dashboard.card.${choice.card}`),
                },
                {
                  label: t("refund.youGetBack"),
                  value: <Amount value={choice.refund.amount} asset="USDT" />,
                  testId: "refund-confirm-amount",
                },
                {
                  label: t("refund.pointsTaken"),
                  value: <Amount value={choice.refund.points} asset="POINTS" />,
                  testId: "refund-confirm-points",
                },
              ]
            : []
        }
        warning={t("refund.warning")}
        error={dialogError}
        busy={action.pending}
        confirmLabel={t("refund.confirm")}
        onConfirm={confirm}
        onClose={() => setChoice(null)}
        password={{
          value: password,
          onChange: setPassword,
          error: passwordError,
        }}
      />
    </section>
  )
}
