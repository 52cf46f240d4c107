import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useStaffAccess } from "../../../hooks/access"
import {
  useMemberActivations,
  useRefundActivation,
  type AdminActivation,
} from "../../../hooks/members"
import {
  formatAmount,
  formatMoney,
  formatTime,
  FormDrawer,
  RecordTable,
} from "@uuc/admin-kit"
import { staffPasswordField } from "../../../components/staff-password-field"

const REFUND_ROUTE = "POST /admin/activations/:id/refund"

/**
 * The member's card purchases: until when each can be refunded and what a refund
 * gives back; staff with the finance role refund one within the cooling-off
 * period, with a reason and their secondary password asked in the refund's drawer.
 */
export const ActivationsSection = ({ memberId }: { memberId: string }) => {
  const { t, i18n } = useTranslation()
  const access = useStaffAccess()
  const allowed =
    !!access.data &&
    (access.data.role === "owner" ||
      access.data.routes.includes("GET /admin/activations"))
  const canRefund =
    !!access.data &&
    (access.data.role === "owner" || access.data.routes.includes(REFUND_ROUTE))
  const { data, isError, refetch } = useMemberActivations(memberId, allowed)
  const refund = useRefundActivation()
  // the card being refunded: its drawer asks the reason and the password
  const [refunding, setRefunding] = useState<AdminActivation | null>(null)
  if (!allowed) return null
  const time = (iso: string | null) => formatTime(iso, i18n.language)
  const rows = data?.activations ?? []

  return (
    <Container className="divide-y p-0" data-testid="member-activations">
      <div className="flex flex-wrap items-center justify-between gap-2 px-6 py-4">
        <Heading level="h2">{t("uucMembers.activations.title")}</Heading>
      </div>
      {isError ? (
        <div className="flex items-center gap-2 px-6 py-4">
          <Text size="small">{t("uucMembers.common.loadError")}</Text>
          <Button size="small" variant="secondary" onClick={() => refetch()}>
            {t("uucMembers.common.retry")}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle px-6 py-4">
          {data
            ? t("uucMembers.activations.empty")
            : t("uucMembers.common.loading")}
        </Text>
      ) : (
        <RecordTable
          columns={[
            {
              label: t("uucMembers.activations.card"),
              cell: (a) =>
                t(`uucMembers.activations.kind.${a.kind}`, {
                  card: t(`uucMembers.card.${a.card}`),
                }),
            },
            {
              label: t("uucMembers.activations.paid"),
              cell: (a) => <>{formatAmount(a.amount, i18n.language)} USDT</>,
            },
            {
              label: t("uucMembers.activations.bought"),
              cell: (a) => time(a.created_at),
            },
            {
              label: t("uucMembers.activations.until"),
              testId: "activation-until",
              cell: (a) => time(a.refundable_until),
            },
            {
              label: t("uucMembers.activations.state"),
              cell: (a) => (
                <>
                  <Badge
                    size="2xsmall"
                    color={
                      a.blocked === null
                        ? "green"
                        : a.blocked === "refunded"
                          ? "grey"
                          : "orange"
                    }
                    data-testid="activation-state"
                  >
                    {t(`uucMembers.activations.states.${a.blocked ?? "open"}`)}
                  </Badge>
                  {a.blocked === "refunded" && (
                    <Text size="xsmall" className="text-ui-fg-subtle">
                      {time(a.refunded_at)}
                    </Text>
                  )}
                </>
              ),
            },
            {
              className: "text-right",
              cell: (a) =>
                canRefund &&
                a.blocked === null && (
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() => setRefunding(a)}
                    data-testid="activation-refund"
                  >
                    {t("uucMembers.activations.refundFor", {
                      amount: formatAmount(a.refund.amount, i18n.language),
                    })}
                  </Button>
                ),
            },
          ]}
          rows={rows}
          rowKey={(a) => a.id}
          rowTestId="activation-row"
        />
      )}
      {canRefund && rows.some((a) => a.blocked === null) && (
        <Text size="small" className="text-ui-fg-subtle px-6 py-3">
          {t("uucMembers.activations.hint")}
        </Text>
      )}
      <FormDrawer
        ns="uucMembers"
        open={refunding !== null}
        onClose={() => setRefunding(null)}
        title={t("uucMembers.activations.confirmTitle")}
        summary={
          refunding &&
          t("uucMembers.activations.confirmDescription", {
            card: t(`uucMembers.card.${refunding.card}`),
            amount: formatAmount(refunding.refund.amount, i18n.language),
            points: formatMoney(refunding.refund.points, i18n.language),
          })
        }
        fields={[
          {
            name: "reason",
            label: t("uucMembers.activations.reason"),
            type: "textarea",
            id: "refund-reason",
          },
          staffPasswordField(t),
        ]}
        submitLabel={t("uucMembers.activations.refund")}
        submitTestId="activation-refund-submit"
        danger
        onSubmit={async ({ reason, secondary_password }, key) => {
          if (!refunding) return
          // the drawer's key: a resubmission after an error replays, never repeats
          await refund.mutateAsync({
            id: refunding.id,
            reason,
            secondary_password,
            key,
          })
          toast.success(t("uucMembers.activations.refunded"))
        }}
      />
    </Container>
  )
}
