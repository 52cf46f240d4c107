import { Input, Label } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

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
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{t("uucLedger.common.secondaryPassword")}</Label>
      <Input
        id={id}
        type="password"
        autoComplete="off"
        className="w-64"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
      />
    </div>
  )
}
