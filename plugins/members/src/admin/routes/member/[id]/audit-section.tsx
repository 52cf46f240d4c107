import { Container } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { AuditTable } from "../../../components/audit-table"
import { useMemberAudit } from "../../../hooks/members"
import { Pager, SectionHeader } from "@uuc/admin-kit"

const PAGE = 10

/** The member's audit log: every staff action that changed them. */
export const AuditSection = ({ memberId }: { memberId: string }) => {
  const { t } = useTranslation()
  const [page, setPage] = useState(0)
  const { data } = useMemberAudit(memberId, PAGE, page * PAGE)
  return (
    <Container className="divide-y p-0">
      <SectionHeader title={t("uucMembers.audit.title")} />
      <AuditTable entries={data?.audit ?? []} />
      {(data?.count ?? 0) > PAGE && (
        <Pager
          ns="uucMembers"
          page={page}
          pageSize={PAGE}
          count={data?.count ?? 0}
          onPage={setPage}
        />
      )}
    </Container>
  )
}
