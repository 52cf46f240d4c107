import { useTranslation } from "react-i18next"
import { Field, PasswordInput } from "@uuc/admin-kit"

/**
 * The acting staff member's secondary password, asked beside a money setting
 * (token price, chain address, recharge links): the server refuses without it.
 */
export function StaffPassword({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (v: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Field id={id} label={t("uucLedger.common.secondaryPassword")}>
      <PasswordInput
        id={id}
        autoComplete="off"
        className="w-64"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
      />
    </Field>
  )
}
