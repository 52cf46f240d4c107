import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { useMember, useUpdateMember } from "../../../hooks/members"
import { ActivationsSection } from "./activations-section"
import { AuditSection } from "./audit-section"
import { ImpersonateButton } from "./impersonate-button"
import { ImpersonationsSection } from "./impersonations-section"
import { LevelsSection } from "./levels-section"
import { ProfileSection } from "./profile-section"
import { RoleGate } from "../../../components/role-gate"
import { staffPasswordField } from "../../../components/staff-password-field"
import { FormDrawer, MemberSections } from "@uuc/admin-kit"

/**
 * `/app/member/:id`: one member: profile and network figures, freeze and unfreeze,
 * pinned levels, "log in as member", the sections other plugins register (the
 * ledger's balances and balance adjustment), and the audit log.
 */
const MemberDetailPage = () => {
  const { id = "" } = useParams()
  const { t } = useTranslation()
  const { data, isLoading, isError, refetch } = useMember(id)
  const update = useUpdateMember(id)
  // Freezing asks the acting staff member's secondary password in its own drawer.
  const [freezing, setFreezing] = useState(false)

  if (isError)
    return (
      <Container className="flex items-center gap-2 px-6 py-8">
        <Text>{t("uucMembers.common.loadError")}</Text>
        <Button size="small" variant="secondary" onClick={() => refetch()}>
          {t("uucMembers.common.retry")}
        </Button>
      </Container>
    )
  if (isLoading || !data)
    return (
      <Container className="px-6 py-8">
        <Text>{t("uucMembers.common.loading")}</Text>
      </Container>
    )

  const { member } = data
  const frozen = member.status === "frozen"
  return (
    <div className="flex flex-col gap-y-3">
      <Container className="flex flex-wrap items-center justify-between gap-2 px-6 py-4">
        <div className="flex items-center gap-3">
          <Button size="small" variant="transparent" asChild>
            <Link to="/member">← {t("uucMembers.detail.back")}</Link>
          </Button>
          <Heading level="h1">{member.username}</Heading>
          <Badge
            size="2xsmall"
            color={frozen ? "red" : "green"}
            data-testid="member-status"
          >
            {t(`uucMembers.status.${member.status}`)}
          </Badge>
        </div>
        <div className="flex gap-2">
          <Button
            size="small"
            variant={frozen ? "secondary" : "danger"}
            onClick={() => setFreezing(true)}
            data-testid="member-freeze-toggle"
          >
            {t(
              frozen ? "uucMembers.detail.unfreeze" : "uucMembers.detail.freeze"
            )}
          </Button>
          <ImpersonateButton memberId={member.id} username={member.username} />
        </div>
        <FormDrawer
          ns="uucMembers"
          open={freezing}
          onClose={() => setFreezing(false)}
          title={t(
            frozen
              ? "uucMembers.detail.unfreezeTitle"
              : "uucMembers.detail.freezeTitle"
          )}
          summary={t(
            frozen
              ? "uucMembers.detail.unfreezeDescription"
              : "uucMembers.detail.freezeDescription",
            { username: member.username }
          )}
          fields={[staffPasswordField(t)]}
          submitLabel={t(
            frozen ? "uucMembers.detail.unfreeze" : "uucMembers.detail.freeze"
          )}
          submitTestId="member-freeze-submit"
          danger={!frozen}
          onSubmit={async ({ secondary_password }) => {
            await update.mutateAsync({
              status: frozen ? "normal" : "frozen",
              secondary_password,
            })
            toast.success(
              t(
                frozen
                  ? "uucMembers.detail.unfrozen"
                  : "uucMembers.detail.frozen"
              )
            )
          }}
        />
      </Container>
      <ProfileSection detail={data} />
      <LevelsSection detail={data} />
      <ActivationsSection memberId={member.id} />
      {/* what other plugins add (the ledger's balances and adjustment) */}
      <MemberSections memberId={member.id} username={member.username} />
      <ImpersonationsSection memberId={member.id} />
      <AuditSection memberId={member.id} />
    </div>
  )
}

const GatedMemberDetailPage = () => (
  <RoleGate route="GET /admin/members/:id">
    <MemberDetailPage />
  </RoleGate>
)

export default GatedMemberDetailPage
