import {
  Badge,
  Button,
  Container,
  Heading,
  Input,
  Label,
  Text,
  toast,
  usePrompt,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useStaffAccess } from "../../../hooks/access"
import {
  useMemberActivations,
  useRefundActivation,
  type AdminActivation,
} from "../../../hooks/members"
import {
  errorMessage,
  formatAmount,
  formatMoney,
  formatTime,
  RecordTable,
} from "@uuc/admin-kit"

const REFUND_ROUTE = "POST /admin/activations/:id/refund"

/**
 * The member's card purchases: until when each can be refunded and what a refund
 * gives back; staff with the finance role refund one within the cooling-off
 * period, with a reason and their secondary password (from the page's header).
 */
export const ActivationsSection = ({
  memberId,
  password,
}: {
  memberId: string
  password: string
}) => {
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
  const prompt = usePrompt()
  const [reason, setReason] = useState("")
  // one key per confirmed refund: a retry of the same request replays it
  const [key, setKey] = useState(() => crypto.randomUUID())
  if (!allowed) return null
  const time = (iso: string | null) => formatTime(iso, i18n.language)
  const rows = data?.activations ?? []

  const doRefund = async (a: AdminActivation) => {
    const confirmed = await prompt({
      title: t("uucMembers.activations.confirmTitle"),
      description: t("uucMembers.activations.confirmDescription", {
        card: t(`uucMembers.card.${a.card}`),
        amount: formatAmount(a.refund.amount, i18n.language),
        points: formatMoney(a.refund.points, i18n.language),
      }),
      confirmText: t("uucMembers.activations.refund"),
      cancelText: t("uucMembers.common.cancel"),
    })
    if (!confirmed) return
    refund.mutate(
      { id: a.id, reason, secondary_password: password, key },
      {
        onSuccess: () => {
          setKey(crypto.randomUUID())
          setReason("")
          toast.success(t("uucMembers.activations.refunded"))
        },
        onError: (e) => toast.error(errorMessage(e)),
      }
    )
  }

  return (
    <Container className="divide-y p-0" data-testid="member-activations">
      <div className="flex flex-wrap items-center justify-between gap-2 px-6 py-4">
        <Heading level="h2">{t("uucMembers.activations.title")}</Heading>
        {canRefund && (
          <div className="flex items-center gap-2">
            <Label size="small" htmlFor="refund-reason">
              {t("uucMembers.activations.reason")}
            </Label>
            <Input
              id="refund-reason"
              size="small"
              className="w-64"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              data-testid="refund-reason"
            />
          </div>
        )}
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
                    isLoading={refund.isPending}
                    disabled={!password || !reason.trim()}
                    title={
                      !password || !reason.trim()
                        ? t("uucMembers.activations.needs")
                        : undefined
                    }
                    onClick={() => void doRefund(a)}
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
    </Container>
  )
}
