import { FormDrawer, type FormField } from "@uuc/admin-kit"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

export type ReviewValues = {
  secondary_password: string
  reason?: string
  tx_hash?: string
  key: string
}

/**
 * The confirmation every staff money action goes through: what will happen, then
 * the staff secondary password (and a reason or payout TX hash when asked for).
 * One Idempotency-Key per opening, so a resubmission after an error is harmless.
 */
export const ReviewDrawer = ({
  open,
  onOpenChange,
  title,
  summary,
  reason,
  txHash,
  submitLabel,
  danger,
  onSubmit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  summary: ReactNode
  reason?: "required" | "optional"
  txHash?: boolean
  submitLabel: string
  danger?: boolean
  onSubmit: (values: ReviewValues) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const fields: FormField[] = [
    ...(txHash
      ? [
          {
            name: "tx_hash",
            label: t("uucLedger.common.payoutTxHash"),
            id: "ledger-tx-hash",
            testId: "review-tx-hash",
            placeholder: "0x…",
            hint: t("uucLedger.cash.txHashHint"),
            optional: true,
          },
        ]
      : []),
    ...(reason
      ? [
          {
            name: "reason",
            label: t("uucLedger.common.reason"),
            type: "textarea" as const,
            id: "ledger-reason",
            testId: "review-reason",
            optional: reason === "optional",
          },
        ]
      : []),
    {
      name: "secondary_password",
      label: t("uucLedger.common.secondaryPassword"),
      type: "password",
      id: "ledger-secondary-password",
      testId: "review-secondary-password",
    },
  ]
  return (
    <FormDrawer
      ns="uucLedger"
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      summary={summary}
      fields={fields}
      submitLabel={submitLabel}
      danger={danger}
      onSubmit={(values, key) =>
        onSubmit({
          secondary_password: values.secondary_password,
          reason: values.reason || undefined,
          tx_hash: values.tx_hash || undefined,
          key,
        })
      }
    />
  )
}
