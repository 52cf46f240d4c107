import { FormDrawer, type FormField } from "@uuc/admin-kit"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

/**
 * A staff decision: what will happen, then what it asks for (the staff secondary
 * password to approve; a reason and the secondary password to reject).
 */
export const ReviewDrawer = ({
  open,
  onClose,
  title,
  summary,
  ask,
  submitLabel,
  danger,
  onSubmit,
}: {
  open: boolean
  onClose: () => void
  title: string
  summary: ReactNode
  ask: "secondary_password" | "reason"
  submitLabel: string
  danger?: boolean
  onSubmit: (value: string, secondaryPassword: string) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const password: FormField = {
    name: "secondary_password",
    label: t("uucRewards.review.secondary_password"),
    type: "password",
  }
  const fields: FormField[] =
    ask === "reason"
      ? [
          {
            name: "reason",
            label: t("uucRewards.review.reason"),
            type: "textarea",
            id: "review-value",
            testId: "review-reason",
            flagged: true,
          },
          {
            ...password,
            id: "review-password",
            testId: "review-reason-secondary_password",
          },
        ]
      : [
          {
            ...password,
            id: "review-value",
            testId: "review-secondary_password",
            flagged: true,
          },
        ]
  return (
    <FormDrawer
      ns="uucRewards"
      open={open}
      onClose={onClose}
      title={title}
      summary={summary}
      fields={fields}
      submitLabel={submitLabel}
      danger={danger}
      onSubmit={(values) =>
        onSubmit(
          ask === "reason" ? values.reason : values.secondary_password,
          values.secondary_password
        )
      }
    />
  )
}
