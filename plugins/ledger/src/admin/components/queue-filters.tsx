import { Input, Select } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

/**
 * A review queue's filters: a status select (`options` first, then "all" and each
 * of `statuses`) and a member search. Each change also goes back to the first page.
 */
export const QueueFilters = ({
  status,
  onStatus,
  member,
  onMember,
  statuses,
  options = [],
  testId,
}: {
  status: string
  onStatus: (status: string) => void
  member: string
  onMember: (member: string) => void
  statuses: string[]
  options?: { value: string; label: string }[]
  testId: string
}) => {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap gap-2 px-6 py-4">
      <Select size="small" value={status} onValueChange={onStatus}>
        <Select.Trigger
          className="w-48"
          data-testid={testId}
          aria-label={t("uucLedger.common.status")}
        >
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o.label}
            </Select.Item>
          ))}
          {["all", ...statuses].map((s) => (
            <Select.Item key={s} value={s}>
              {s === "all"
                ? t("uucLedger.common.all")
                : t(`uucLedger.status.${s}`)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
      <Input
        size="small"
        // Not type="search": Medusa UI adds a nameless role="img" icon to it.
        type="text"
        role="searchbox"
        className="w-64"
        placeholder={t("uucLedger.common.memberFilter")}
        value={member}
        onChange={(e) => onMember(e.target.value)}
      />
    </div>
  )
}
