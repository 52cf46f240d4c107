import { useState } from "react"
import { useTranslation } from "react-i18next"
import {
  Amount,
  ConfirmDialog,
  Rows,
  StatusBadge,
  card as cardBox,
  primaryButton,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import { useConfirmStep } from "../../hooks/confirm-step"
import {
  useApplyLoan,
  useLoans,
  type CardKind,
  type Cards,
  type Loan,
} from "../../hooks/rewards"
import { formatDate } from "../../lib/format"

const TONE = {
  pending: "wait",
  rejected: "bad",
  transferring: "wait",
  passed: "wait",
  repaid: "ok",
} as const

/** One loan: its status, the reason of a refusal, and once passed what is owed and repaid. */
export function LoanStatus({ loan }: { loan: Loan }) {
  const { t, i18n } = useTranslation()
  const rows = [
    { label: t("loan.card"), value: t(`dashboard.card.${loan.card}`) },
    {
      label: t("loan.appliedAt"),
      value: formatDate(loan.created_at, i18n.language),
    },
  ]
  if (loan.status === "rejected" && loan.reason)
    rows.push({ label: t("loan.reason"), value: loan.reason })
  const owes =
    loan.status === "transferring" ||
    loan.status === "passed" ||
    loan.status === "repaid"
  return (
    <div data-testid="loan-status" className="space-y-2">
      <StatusBadge tone={TONE[loan.status]}>
        {t(`loan.status.${loan.status}`)}
      </StatusBadge>
      <p className="text-sm text-slate-600">
        {t(`loan.explain.${loan.status}`)}
      </p>
      <Rows
        rows={[
          ...rows,
          ...(owes && loan.owed
            ? [
                {
                  label: t("loan.owed"),
                  value: <Amount value={loan.owed} asset="USDT" />,
                  testId: "loan-owed",
                },
                {
                  label: t("loan.repaid"),
                  value: <Amount value={loan.repaid} asset="USDT" />,
                  testId: "loan-repaid",
                },
                {
                  label: t("loan.outstanding"),
                  value: (
                    <Amount value={loan.outstanding ?? "0"} asset="USDT" />
                  ),
                  testId: "loan-outstanding",
                },
              ]
            : []),
        ]}
      />
    </div>
  )
}

/** The loan account on `/star`: apply for a card on credit, follow the application. */
export function LoanSection({ cards }: { cards: Cards }) {
  const { t } = useTranslation()
  const loans = useLoans()
  const apply = useApplyLoan()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const [card, setCard] = useState<CardKind>("gold")
  const step = useConfirmStep()

  const latest = loans.data?.loans[0]
  const open =
    latest &&
    (latest.status === "pending" ||
      latest.status === "transferring" ||
      latest.status === "passed")
  const canApply = !cards.card && !open

  const send = () => {
    if (!step.hasPassword(errorText("password_required"))) return
    apply.mutate(
      { card, secondary_password: step.password },
      {
        onSuccess: () => {
          step.done()
          toast.success(t("loan.applied"))
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
    <section
      className={`${cardBox} space-y-4`}
      aria-labelledby="loan-title"
      data-testid="loan"
    >
      <h2 id="loan-title" className="text-lg font-bold">
        {t("loan.title")}
      </h2>
      <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
        <li>{t("loan.rules.credit")}</li>
        <li>{t("loan.rules.owe")}</li>
        <li>{t("loan.rules.repay")}</li>
        <li>{t("loan.rules.withdraw")}</li>
      </ul>
      {loans.isLoading ? (
        <Skeleton lines={1} />
      ) : loans.isError ? (
        <ErrorState
          message={t("loan.loadError")}
          onRetry={() => void loans.refetch()}
        />
      ) : (
        <>
          {latest ? (
            <LoanStatus loan={latest} />
          ) : (
            <p className="text-sm text-slate-600">{t("loan.none")}</p>
          )}
          {canApply && (
            <form
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault()
                step.show()
              }}
            >
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">
                  {t("loan.chooseCard")}
                </legend>
                <div className="mt-2 flex gap-3">
                  {cards.cards.map((c) => (
                    <label
                      key={c.card}
                      className="flex flex-1 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                    >
                      <input
                        type="radio"
                        name="loan-card"
                        value={c.card}
                        checked={card === c.card}
                        onChange={() => setCard(c.card)}
                      />
                      {t(`dashboard.card.${c.card}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <button
                type="submit"
                className={`w-full ${primaryButton}`}
                data-testid="loan-apply"
              >
                {t(
                  latest?.status === "rejected"
                    ? "loan.applyAgain"
                    : "loan.apply"
                )}
              </button>
            </form>
          )}
        </>
      )}
      <ConfirmDialog
        {...step.dialog}
        title={t("loan.confirmTitle")}
        rows={[
          { label: t("loan.card"), value: t(`dashboard.card.${card}`) },
          {
            label: t("loan.price"),
            value: (
              <Amount
                value={cards.cards.find((c) => c.card === card)?.price ?? "0"}
                asset="USD"
              />
            ),
          },
        ]}
        warning={t("loan.confirmWarning")}
        busy={apply.isPending}
        confirmLabel={t("loan.apply")}
        onConfirm={send}
        password={step.passwordField()}
      />
    </section>
  )
}
