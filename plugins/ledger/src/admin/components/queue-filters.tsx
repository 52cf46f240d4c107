import { FilterSelect, SearchInput } from "@uuc/admin-kit"
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
      <FilterSelect
        className="w-48"
        value={status}
        onChange={onStatus}
        testId={testId}
        label={t("uucLedger.common.status")}
        options={[
          ...options,
          ...["all", ...statuses].map((s) => ({
            value: s,
            label:
              s === "all"
                ? t("uucLedger.common.all")
                : t(`uucLedger.status.${s}`),
          })),
        ]}
      />
      <SearchInput
        className="w-64"
        placeholder={t("uucLedger.common.memberFilter")}
        value={member}
        onChange={onMember}
      />
    </div>
  )
}
