import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import { Container } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { AuditTable } from "../../components/audit-table"
import { RoleGate } from "../../components/role-gate"
import { auditExportUrl, useAuditLog, type AuditQuery } from "../../hooks/audit"
import { useStaffList } from "../../hooks/staff"
import {
  DateFilter,
  ExportButton,
  Field,
  FilterSelect,
  ListBody,
  PageHeader,
  usePagedFilters,
} from "@uuc/admin-kit"

const PAGE = 50
const ALL = "all"
/** The kinds of change a filter can pick (an action prefix). */
const KINDS = [
  "member",
  "staff",
  "notice",
  "guide",
  "plan",
  "token_price",
  "chain_address",
  "recharge_link",
  "recharge",
  "withdrawal",
  "adjustment",
  "loan",
  "activation",
  "daily_top",
] as const

/** The end of a picked day (the filter's `to` is exclusive). */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString()

/** `/app/audit`: every staff change, filtered by who, what and when; CSV export. */
const AuditPage = () => {
  const { t } = useTranslation()
  const { filters, filter, page, setPage } = usePagedFilters({
    who: ALL,
    kind: ALL,
    from: "",
    to: "",
  })
  const { who, kind, from, to } = filters
  const staff = useStaffList(100, 0)
  const query: AuditQuery = {
    actor_id: who === ALL ? undefined : who,
    action: kind === ALL ? undefined : `${kind}.`,
    from: from ? new Date(`${from}T00:00:00Z`).toISOString() : undefined,
    to: to ? dayAfter(to) : undefined,
  }
  const { data, isLoading, isError, refetch } = useAuditLog(
    query,
    PAGE,
    page * PAGE
  )
  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucMembers.auditLog.title")}
        hint={t("uucMembers.auditLog.hint")}
        actions={
          <ExportButton
            href={auditExportUrl(query)}
            label={t("uucMembers.auditLog.export")}
            testId="audit-export"
            download={false}
          />
        }
      />
      <div className="flex flex-wrap items-end gap-3 px-6 py-4">
        <Field label={t("uucMembers.audit.who")} size="xsmall">
          <FilterSelect
            value={who}
            onChange={filter("who")}
            testId="audit-who"
            label={t("uucMembers.audit.who")}
            options={[
              { value: ALL, label: t("uucMembers.auditLog.everyone") },
              ...(staff.data?.staff ?? []).map((s) => ({
                value: s.id,
                label: s.username ? `${s.username} (${s.email})` : s.email,
              })),
            ]}
          />
        </Field>
        <Field label={t("uucMembers.audit.what")} size="xsmall">
          <FilterSelect
            value={kind}
            onChange={filter("kind")}
            testId="audit-kind"
            label={t("uucMembers.audit.what")}
            options={[
              { value: ALL, label: t("uucMembers.auditLog.everything") },
              ...KINDS.map((k) => ({
                value: k,
                label: t(`uucMembers.auditLog.kinds.${k}`),
              })),
            ]}
          />
        </Field>
        <DateFilter
          label={t("uucMembers.auditLog.from")}
          size="xsmall"
          value={from}
          onChange={filter("from")}
        />
        <DateFilter
          label={t("uucMembers.auditLog.to")}
          size="xsmall"
          value={to}
          onChange={filter("to")}
        />
      </div>
      <ListBody
        ns="uucMembers"
        query={{ isLoading, isError, refetch }}
        empty={null}
        paging={{ page, pageSize: PAGE, count: data?.count ?? 0 }}
        onPage={setPage}
      >
        <AuditTable entries={data?.audit ?? []} />
      </ListBody>
    </Container>
  )
}

const GatedAuditPage = () => (
  <RoleGate route="GET /admin/audit">
    <AuditPage />
  </RoleGate>
)

export const config = defineRouteConfig({
  label: "uucMembers.menu.audit",
  translationNs: "translation",
  icon: DocumentText,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 13,
})

export default GatedAuditPage
