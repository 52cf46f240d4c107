import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ExclamationCircle } from "@medusajs/icons"
import {
  Badge,
  Button,
  Container,
  Heading,
  Table,
  Text,
  toast,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import {
  useRetryStuck,
  useStuckOperations,
  type StuckOperation,
} from "../../hooks/stuck"
import { formatMoney, formatTime, ListBody } from "@uuc/admin-kit"

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
      <div className="px-6 py-4">
        <Heading level="h1">{t("uucRewards.stuck.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("uucRewards.stuck.hint")}
        </Text>
      </div>
      <ListBody
        ns="uucRewards"
        query={query}
        empty={rows.length ? null : t("uucRewards.stuck.empty")}
        paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
        onPage={setPage}
      >
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("uucRewards.stuck.since")}</Table.HeaderCell>
              <Table.HeaderCell>
                {t("uucRewards.stuck.operation")}
              </Table.HeaderCell>
              <Table.HeaderCell>
                {t("uucRewards.common.member")}
              </Table.HeaderCell>
              <Table.HeaderCell className="text-right">
                {t("uucRewards.stuck.amount")}
              </Table.HeaderCell>
              <Table.HeaderCell className="text-right">
                {t("uucRewards.stuck.attempts")}
              </Table.HeaderCell>
              <Table.HeaderCell>{t("uucRewards.stuck.error")}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((o) => (
              <Table.Row key={o.id} data-testid="stuck-row">
                <Table.Cell>{formatTime(o.stuck_at, i18n.language)}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color="red">
                    {t(`uucRewards.stuck.operations.${o.operation}`)}
                  </Badge>{" "}
                  {t(`uucRewards.cards.${o.card}`)}
                </Table.Cell>
                <Table.Cell>{who(o)}</Table.Cell>
                <Table.Cell className="text-right">
                  {formatMoney(o.amount, i18n.language)}
                </Table.Cell>
                <Table.Cell className="text-right">{o.attempts}</Table.Cell>
                <Table.Cell
                  className="max-w-64 truncate font-mono text-xs"
                  title={o.last_error ?? ""}
                >
                  {o.last_error ?? "—"}
                </Table.Cell>
                <Table.Cell>
                  <div className="flex justify-end">
                    <Button
                      size="small"
                      onClick={() => setRetry(o)}
                      data-testid="stuck-retry"
                    >
                      {t("uucRewards.stuck.retry")}
                    </Button>
                  </div>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </ListBody>
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
