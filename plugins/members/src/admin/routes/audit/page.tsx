import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import { Button, Container, Heading, Input, Label, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { AuditTable } from "../../components/audit-table"
import { RoleGate } from "../../components/role-gate"
import { auditExportUrl, useAuditLog, type AuditQuery } from "../../hooks/audit"
import { useStaffList } from "../../hooks/staff"
import { FilterSelect, ListBody } from "@uuc/admin-kit"

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
  const [page, setPage] = useState(0)
  const [who, setWho] = useState(ALL)
  const [kind, setKind] = useState(ALL)
  const [from, setFrom] = useState("")
  const [to, setTo] = useState("")
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
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v)
    setPage(0)
  }

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h1">{t("uucMembers.auditLog.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("uucMembers.auditLog.hint")}
          </Text>
        </div>
        <Button size="small" variant="secondary" asChild>
          <a href={auditExportUrl(query)} data-testid="audit-export">
            {t("uucMembers.auditLog.export")}
          </a>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3 px-6 py-4">
        <div className="flex flex-col gap-1">
          <Label size="xsmall">{t("uucMembers.audit.who")}</Label>
          <FilterSelect
            value={who}
            onChange={filter(setWho)}
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
        </div>
        <div className="flex flex-col gap-1">
          <Label size="xsmall">{t("uucMembers.audit.what")}</Label>
          <FilterSelect
            value={kind}
            onChange={filter(setKind)}
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
        </div>
        <div className="flex flex-col gap-1">
          <Label size="xsmall">{t("uucMembers.auditLog.from")}</Label>
          <Input
            size="small"
            type="date"
            value={from}
            onChange={(e) => filter(setFrom)(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label size="xsmall">{t("uucMembers.auditLog.to")}</Label>
          <Input
            size="small"
            type="date"
            value={to}
            onChange={(e) => filter(setTo)(e.target.value)}
          />
        </div>
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
