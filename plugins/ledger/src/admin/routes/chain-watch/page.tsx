import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Eye } from "@medusajs/icons"
import { Badge, Container, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Reconciliations } from "../../components/chain-reconciliations"
import { useChainWatch } from "../../hooks/chain-watch"
import { explorerTxUrl } from "../../lib/explorer"
import { shortHash } from "../../lib/format"
import type { ChainWatch } from "../../lib/types"
import {
  formatMoney,
  formatTime,
  PageHeader,
  RecordList,
  SectionHeader,
} from "@uuc/admin-kit"

const PAGE = 20
type Deposit = ChainWatch["deposits"][number]

/**
 * `/app/chain-watch`: each watched chain's last final block, its lag behind the
 * chain head and the RPC's errors; then the on-chain transfers that credited
 * nothing (wrong token, sent to the shared address without a report, too small,
 * dropped by a reorg), for staff to settle by hand; between them the
 * reconciliations of the ledger with the chains.
 */
const ChainWatchPage = () => {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  const query = useChainWatch({ limit: PAGE, offset: page * PAGE })
  const data = query.data
  const time = (v: string | null) => (v ? formatTime(v, i18n.language) : "—")
  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <PageHeader title={t("uucLedger.chainWatch.title")} />
        {data && !data.chains.length && (
          <Text
            className="px-6 py-4 text-ui-fg-subtle"
            data-testid="chain-watch-off"
          >
            {t("uucLedger.chainWatch.none")}
          </Text>
        )}
        {data?.chains.map((c) => (
          <div
            key={c.chain}
            className="grid grid-cols-2 gap-x-6 gap-y-1 px-6 py-4 md:grid-cols-4"
            data-testid={`chain-watch-${c.chain}`}
          >
            <Text weight="plus" className="col-span-full">
              {c.chain}{" "}
              {c.error && c.errors > 0 ? (
                <Badge color="red" size="2xsmall">
                  {t("uucLedger.chainWatch.failing")}
                </Badge>
              ) : (
                <Badge color="green" size="2xsmall">
                  {t("uucLedger.chainWatch.ok")}
                </Badge>
              )}
            </Text>
            <Fact
              label={t("uucLedger.chainWatch.lastBlock")}
              value={c.last_block ?? "—"}
            />
            <Fact
              label={t("uucLedger.chainWatch.head")}
              value={c.head_block ?? "—"}
            />
            <Fact
              label={t("uucLedger.chainWatch.lag")}
              value={c.lag ?? "—"}
              testId={`chain-watch-lag-${c.chain}`}
            />
            <Fact
              label={t("uucLedger.chainWatch.confirmations")}
              value={String(c.confirmations)}
            />
            <Fact
              label={t("uucLedger.chainWatch.scannedAt")}
              value={time(c.scanned_at)}
            />
            <Fact
              label={t("uucLedger.chainWatch.token")}
              value={<span className="font-mono">{shortHash(c.token)}</span>}
            />
            {c.error && (
              <Text
                size="small"
                className="col-span-full text-ui-fg-error"
                data-testid={`chain-watch-error-${c.chain}`}
              >
                {t("uucLedger.chainWatch.error", {
                  count: c.errors,
                  time: time(c.error_at),
                  error: c.error,
                })}
              </Text>
            )}
          </div>
        ))}
      </Container>
      <Reconciliations />
      <Container className="divide-y p-0">
        <SectionHeader title={t("uucLedger.chainWatch.listed")} />
        <Text size="small" className="px-6 py-2 text-ui-fg-subtle">
          {t("uucLedger.chainWatch.listedHint")}
        </Text>
        <RecordList<Deposit>
          ns="uucLedger"
          query={query}
          empty={data?.deposits.length ? null : t("uucLedger.chainWatch.empty")}
          paging={{ page, pageSize: PAGE, count: data?.count ?? 0 }}
          onPage={setPage}
          columns={[
            {
              label: t("uucLedger.common.time"),
              cell: (d) => time(d.created_at),
            },
            {
              label: t("uucLedger.chainWatch.why"),
              testId: "chain-watch-status",
              cell: (d) => t(`uucLedger.chainWatch.status.${d.status}`),
            },
            { label: t("uucLedger.chainWatch.chain"), cell: (d) => d.chain },
            {
              label: t("uucLedger.chainWatch.member"),
              cell: (d) => d.username ?? "—",
            },
            {
              label: t("uucLedger.chainWatch.amount"),
              right: true,
              cell: (d) =>
                d.amount ? formatMoney(d.amount, i18n.language) : "—",
            },
            {
              label: t("uucLedger.common.txHash"),
              className: "font-mono",
              title: (d) => d.tx_hash,
              cell: (d) => {
                const url = explorerTxUrl(d.chain, d.tx_hash)
                return url ? (
                  <a
                    href={url}
                    target="_blank"
                    rel="noreferrer"
                    className="underline"
                  >
                    {shortHash(d.tx_hash)}
                  </a>
                ) : (
                  shortHash(d.tx_hash)
                )
              },
            },
            {
              label: t("uucLedger.chainWatch.report"),
              cell: (d) =>
                d.report_status
                  ? t(`uucLedger.status.${d.report_status}`)
                  : "—",
            },
          ]}
          rows={data?.deposits ?? []}
          rowKey={(d) => d.id}
        />
      </Container>
    </div>
  )
}

function Fact({
  label,
  value,
  testId,
}: {
  label: string
  value: React.ReactNode
  testId?: string
}) {
  return (
    <div>
      <Text size="small" className="text-ui-fg-subtle">
        {label}
      </Text>
      <Text data-testid={testId}>{value}</Text>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.chainWatch",
  translationNs: "translation",
  icon: Eye,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 27,
})

export default ChainWatchPage
