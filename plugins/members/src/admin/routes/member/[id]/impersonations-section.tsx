import { Badge, Button, Container, Text, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useEndImpersonation, useImpersonations } from "../../../hooks/members"
import {
  errorMessage,
  formatTime,
  RecordTable,
  SectionHeader,
} from "@uuc/admin-kit"

/** Staff sessions as this member: open ones can be ended at once. */
export const ImpersonationsSection = ({ memberId }: { memberId: string }) => {
  const { t, i18n } = useTranslation()
  const { data } = useImpersonations(memberId)
  const end = useEndImpersonation(memberId)
  const rows = data?.impersonations ?? []
  return (
    <Container className="divide-y p-0" data-testid="member-impersonations">
      <SectionHeader title={t("uucMembers.impersonations.title")} />
      {rows.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle px-6 py-4">
          {t("uucMembers.impersonations.empty")}
        </Text>
      ) : (
        <RecordTable
          columns={[
            {
              label: t("uucMembers.impersonations.staff"),
              testId: "impersonation-staff",
              cell: (r) =>
                r.staff ?? (
                  <span className="font-mono text-xs">{r.staff_user_id}</span>
                ),
            },
            {
              label: t("uucMembers.impersonations.started"),
              cell: (r) => formatTime(r.created_at, i18n.language),
            },
            {
              label: t("uucMembers.impersonations.state"),
              cell: (r) => (
                <>
                  <Badge size="2xsmall" color={r.open ? "orange" : "grey"}>
                    {r.open
                      ? t("uucMembers.impersonations.open")
                      : t("uucMembers.impersonations.closed")}
                  </Badge>
                </>
              ),
            },
            {
              className: "text-right",
              cell: (r) =>
                r.open && (
                  <Button
                    size="small"
                    variant="danger"
                    isLoading={end.isPending}
                    onClick={() =>
                      end.mutate(r.id, {
                        onSuccess: () =>
                          toast.success(t("uucMembers.impersonations.ended")),
                        onError: (e) => toast.error(errorMessage(e)),
                      })
                    }
                    data-testid="impersonation-end-session"
                  >
                    {t("uucMembers.impersonations.end")}
                  </Button>
                ),
            },
          ]}
          rows={rows}
          rowKey={(r) => r.id}
          rowTestId="impersonation-row"
        />
      )}
    </Container>
  )
}
