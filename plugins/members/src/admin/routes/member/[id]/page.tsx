import {
  Badge,
  Button,
  Container,
  Heading,
  Text,
  toast,
  usePrompt,
} from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { useMember, useUpdateMember } from "../../../hooks/members"
import { errorMessage } from "../../../lib/sdk"
import { AuditSection } from "./audit-section"
import { ImpersonateButton } from "./impersonate-button"
import { LevelsSection } from "./levels-section"
import { ProfileSection } from "./profile-section"

/**
 * `/app/member/:id`: one member: profile and network figures, freeze and unfreeze,
 * pinned levels, "log in as member", and the audit log.
 */
const MemberDetailPage = () => {
  const { id = "" } = useParams()
  const { t } = useTranslation()
  const { data, isLoading, isError, refetch } = useMember(id)
  const update = useUpdateMember(id)
  const prompt = usePrompt()

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
  const toggleFrozen = async () => {
    const confirmed = await prompt({
      title: t(
        frozen
          ? "uucMembers.detail.unfreezeTitle"
          : "uucMembers.detail.freezeTitle"
      ),
      description: t(
        frozen
          ? "uucMembers.detail.unfreezeDescription"
          : "uucMembers.detail.freezeDescription",
        { username: member.username }
      ),
      confirmText: t(
        frozen ? "uucMembers.detail.unfreeze" : "uucMembers.detail.freeze"
      ),
      cancelText: t("uucMembers.common.cancel"),
    })
    if (!confirmed) return
    update.mutate(
      { status: frozen ? "normal" : "frozen" },
      {
        onSuccess: () =>
          toast.success(
            t(
              frozen ? "uucMembers.detail.unfrozen" : "uucMembers.detail.frozen"
            )
          ),
        onError: (e) => toast.error(errorMessage(e)),
      }
    )
  }

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
            isLoading={update.isPending}
            onClick={toggleFrozen}
            data-testid="member-freeze-toggle"
          >
            {t(
              frozen ? "uucMembers.detail.unfreeze" : "uucMembers.detail.freeze"
            )}
          </Button>
          <ImpersonateButton memberId={member.id} username={member.username} />
        </div>
      </Container>
      <ProfileSection detail={data} />
      <LevelsSection detail={data} />
      <AuditSection memberId={member.id} />
    </div>
  )
}

export default MemberDetailPage
