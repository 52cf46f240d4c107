import { defineRouteConfig } from "@medusajs/admin-sdk"
import { IdBadge } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useStaffList } from "../../hooks/staff"
import { RoleGate } from "../../components/role-gate"
import { RoleCell } from "./role-cell"
import { InviteDrawer } from "./invite-drawer"
import { StaffDrawer } from "./staff-drawer"
import { formatDate, RecordList } from "@uuc/admin-kit"

const PAGE = 20

/** `/app/user`: staff (the dashboard's admin users with their profiles); add and edit. */
const StaffListPage = () => {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  // null: closed; "new": adding; else the user id being edited.
  const [editing, setEditing] = useState<string | null>(null)
  const [inviting, setInviting] = useState(false)
  const { data, isLoading, isError, refetch } = useStaffList(PAGE, page * PAGE)

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h1">{t("uucMembers.staff.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("uucMembers.staff.hint")}
          </Text>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="small"
            variant="secondary"
            onClick={() => setInviting(true)}
            data-testid="staff-invite"
          >
            {t("uucMembers.invite.open")}
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={() => setEditing("new")}
            data-testid="staff-add"
          >
            {t("uucMembers.staff.add")}
          </Button>
        </div>
      </div>
      <RecordList
        ns="uucMembers"
        query={{ isLoading, isError, refetch }}
        empty={null}
        paging={{ page, pageSize: PAGE, count: data?.count ?? 0 }}
        onPage={setPage}
        columns={[
          {
            label: t("uucMembers.list.username"),
            cell: (s) => s.username ?? "—",
          },
          { label: t("uucMembers.staff.email"), cell: (s) => s.email },
          {
            label: t("uucMembers.detail.nickname"),
            cell: (s) => s.nickname ?? "—",
          },
          { label: t("uucMembers.list.phone"), cell: (s) => s.phone ?? "—" },
          {
            label: t("uucMembers.common.secondaryPassword"),
            cell: (s) => (
              <>
                <Badge
                  size="2xsmall"
                  color={s.has_secondary_password ? "green" : "orange"}
                >
                  {t(
                    s.has_secondary_password
                      ? "uucMembers.staff.secondarySet"
                      : "uucMembers.staff.secondaryMissing"
                  )}
                </Badge>
              </>
            ),
          },
          {
            label: t("uucMembers.roles.column"),
            cell: (s) => (
              <>
                <RoleCell staff={s} />
              </>
            ),
          },
          {
            label: t("uucMembers.staff.since"),
            cell: (s) => formatDate(s.created_at, i18n.language),
          },
          {
            className: "text-right",
            cell: (s) => (
              <>
                <Button
                  size="small"
                  variant="transparent"
                  onClick={() => setEditing(s.id)}
                >
                  {t("uucMembers.common.edit")}
                </Button>
              </>
            ),
          },
        ]}
        rows={data?.staff ?? []}
        rowKey={(s) => s.id}
        rowTestId="staff-row"
      />
      {inviting && <InviteDrawer onClose={() => setInviting(false)} />}
      {editing && (
        <StaffDrawer
          id={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucMembers.menu.staff",
  translationNs: "translation",
  icon: IdBadge,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 11,
})

const GatedStaffListPage = () => (
  <RoleGate route="GET /admin/staff">
    <StaffListPage />
  </RoleGate>
)

export default GatedStaffListPage
