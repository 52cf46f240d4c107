import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ExclamationCircle } from "@medusajs/icons"
import { Badge, Button, Container, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import {
  useRetryStuck,
  useStuckOperations,
  type StuckOperation,
} from "../../hooks/stuck"
import { formatMoney, formatTime, PageHeader, RecordList } from "@uuc/admin-kit"

const PAGE = 20

/**
 * `/app/stuck-operations`: activations and refunds the reconciler quarantined
 * after repeated failures (their money moved; their records did not follow),
 * with the last error. Staff fix the cause, then retry one (staff secondary
 * password; audited). Everything else keeps flowing meanwhile.
 */
const StuckOperationsPage = () => {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  const [retry, setRetry] = useState<StuckOperation | null>(null)
  const query = useStuckOperations({ limit: PAGE, offset: page * PAGE })
  const mutation = useRetryStuck()
  const rows = query.data?.operations ?? []
  const who = (o: StuckOperation) => o.username ?? o.member_id

  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucRewards.stuck.title")}
        hint={t("uucRewards.stuck.hint")}
      />
      <RecordList
        ns="uucRewards"
        query={query}
        empty={rows.length ? null : t("uucRewards.stuck.empty")}
        paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
        onPage={setPage}
        columns={[
          {
            label: t("uucRewards.stuck.since"),
            cell: (o) => formatTime(o.stuck_at, i18n.language),
          },
          {
            label: t("uucRewards.stuck.operation"),
            cell: (o) => (
              <>
                <Badge size="2xsmall" color="red">
                  {t(`uucRewards.stuck.operations.${o.operation}`)}
                </Badge>{" "}
                {t(`uucRewards.cards.${o.card}`)}
              </>
            ),
          },
          { label: t("uucRewards.common.member"), cell: (o) => who(o) },
          {
            label: t("uucRewards.stuck.amount"),
            right: true,
            cell: (o) => formatMoney(o.amount, i18n.language),
          },
          {
            label: t("uucRewards.stuck.attempts"),
            right: true,
            cell: (o) => o.attempts,
          },
          {
            label: t("uucRewards.stuck.error"),
            className: "max-w-64 truncate font-mono text-xs",
            title: (o) => o.last_error ?? "",
            cell: (o) => o.last_error ?? "—",
          },
          {
            cell: (o) => (
              <>
                <div className="flex justify-end">
                  <Button
                    size="small"
                    onClick={() => setRetry(o)}
                    data-testid="stuck-retry"
                  >
                    {t("uucRewards.stuck.retry")}
                  </Button>
                </div>
              </>
            ),
          },
        ]}
        rows={rows}
        rowKey={(o) => o.id}
        rowTestId="stuck-row"
      />
      <ReviewDrawer
        open={retry !== null}
        onClose={() => setRetry(null)}
        title={t("uucRewards.stuck.retryTitle")}
        summary={
          retry &&
          t("uucRewards.stuck.retrySummary", {
            operation: t(`uucRewards.stuck.operations.${retry.operation}`),
            member: who(retry),
          })
        }
        ask="secondary_password"
        submitLabel={t("uucRewards.stuck.retry")}
        onSubmit={async (value) => {
          if (!retry) return
          const { retry: answer } = await mutation.mutateAsync({
            id: retry.id,
            secondary_password: value,
          })
          if (answer.done) toast.success(t("uucRewards.stuck.retried"))
          else
            toast.error(
              t("uucRewards.stuck.stillFailing", { error: answer.error })
            )
        }}
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucRewards.menu.stuckOperations",
  translationNs: "translation",
  icon: ExclamationCircle,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 33,
})

export default StuckOperationsPage
