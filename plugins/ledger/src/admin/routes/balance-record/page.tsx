import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import {
  Button,
  Container,
  Heading,
  Input,
  Label,
  Select,
  Table,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { LedgerStatus } from "../../components/status-badge"
import { exportUrl, usePostings, type PostingQuery } from "../../hooks/postings"
import { PlatformAccounts } from "./platform-accounts"
import { VerifyBanner } from "./verify-banner"
import {
  formatMoney,
  formatTime,
  ListBody,
  SearchInput,
  TableHead,
} from "@uuc/admin-kit"

const PAGE = 50
const ASSETS = ["USDT", "USDT_HELD", "UUC", "UUC_POOL", "POINTS"]
const KINDS = [
  "recharge",
  "withdrawal_hold",
  "withdrawal_paid",
  "withdrawal_returned",
  "transfer",
  "exchange_buy",
  "exchange_sell",
  "burn",
  "low_pool",
  "adjustment",
  "mint",
]

/** A date input's day as an ISO instant: `from` at its start, `to` at the next day's. */
const dayStart = (d: string, next = false) => {
  if (!d) return undefined
  const date = new Date(`${d}T00:00:00`)
  if (next) date.setDate(date.getDate() + 1)
  return date.toISOString()
}

/**
 * `/app/balance-record`: every posting of the ledger (members' by default), with
 * filters, running balances, a CSV export of the same filters, the platform's
 * accounts and the invariant check.
 */
const BalanceRecordPage = () => {
  const { t, i18n } = useTranslation()
  const [member, setMember] = useState("")
  const [asset, setAsset] = useState("all")
  const [kind, setKind] = useState("all")
  const [from, setFrom] = useState("")
  const [to, setTo] = useState("")
  const [membersOnly, setMembersOnly] = useState(true)
  const [page, setPage] = useState(0)
  const filters: Omit<PostingQuery, "limit" | "offset"> = {
    member: member.trim() || undefined,
    asset: asset === "all" ? undefined : asset,
    kind: kind === "all" ? undefined : kind,
    from: dayStart(from),
    to: dayStart(to, true),
    members_only: membersOnly ? "true" : undefined,
  }
  const { data, isLoading, isError, refetch } = usePostings({
    ...filters,
    limit: PAGE,
    offset: page * PAGE,
  })
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v)
      setPage(0)
    }
  const kindLabel = (k: string) =>
    t(`uucLedger.kinds.${k}`, { defaultValue: k })

  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <div className="flex items-center justify-between px-6 py-4">
          <Heading level="h1">{t("uucLedger.balance.title")}</Heading>
          <Button size="small" variant="secondary" asChild>
            <a href={exportUrl(filters)} download data-testid="postings-export">
              {t("uucLedger.balance.exportCsv")}
            </a>
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-2 px-6 py-4 md:grid-cols-6">
          <div className="flex flex-col gap-1">
            <Label htmlFor="posting-member">
              {t("uucLedger.common.member")}
            </Label>
            <SearchInput
              id="posting-member"
              placeholder={t("uucLedger.common.memberFilter")}
              value={member}
              onChange={reset(setMember)}
              testId="postings-member"
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label>{t("uucLedger.common.asset")}</Label>
            <Select size="small" value={asset} onValueChange={reset(setAsset)}>
              <Select.Trigger aria-label={t("uucLedger.common.asset")}>
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                <Select.Item value="all">
                  {t("uucLedger.common.all")}
                </Select.Item>
                {ASSETS.map((a) => (
                  <Select.Item key={a} value={a}>
                    {t(`uucLedger.assets.${a}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label>{t("uucLedger.common.kind")}</Label>
            <Select size="small" value={kind} onValueChange={reset(setKind)}>
              <Select.Trigger aria-label={t("uucLedger.common.kind")}>
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                <Select.Item value="all">
                  {t("uucLedger.common.all")}
                </Select.Item>
                {KINDS.map((k) => (
                  <Select.Item key={k} value={k}>
                    {kindLabel(k)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="posting-from">{t("uucLedger.common.from")}</Label>
            <Input
              id="posting-from"
              size="small"
              type="date"
              value={from}
              onChange={(e) => reset(setFrom)(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="posting-to">{t("uucLedger.common.to")}</Label>
            <Input
              id="posting-to"
              size="small"
              type="date"
              value={to}
              onChange={(e) => reset(setTo)(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label>{t("uucLedger.balance.scope")}</Label>
            <Select
              size="small"
              value={membersOnly ? "members" : "all"}
              onValueChange={(v) => reset(setMembersOnly)(v === "members")}
            >
              <Select.Trigger aria-label={t("uucLedger.balance.scope")}>
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                <Select.Item value="members">
                  {t("uucLedger.balance.membersOnly")}
                </Select.Item>
                <Select.Item value="all">
                  {t("uucLedger.balance.allAccounts")}
                </Select.Item>
              </Select.Content>
            </Select>
          </div>
        </div>
        <ListBody
          ns="uucLedger"
          query={{
            isLoading,
            isError,
            refetch: () => refetch(),
          }}
          empty={!data?.postings.length ? t("uucLedger.balance.empty") : null}
          paging={{
            page,
            pageSize: PAGE,
            count: data?.count ?? 0,
          }}
          onPage={setPage}
        >
          <Table>
            <TableHead
              columns={[
                { label: t("uucLedger.common.time") },
                { label: t("uucLedger.common.member") },
                { label: t("uucLedger.common.kind") },
                { label: t("uucLedger.common.asset") },
                { label: t("uucLedger.common.amount"), right: true },
                { label: t("uucLedger.balance.balanceAfter"), right: true },
                { label: t("uucLedger.common.status") },
              ]}
            />
            <Table.Body>
              {data?.postings.map((p) => (
                <Table.Row key={p.id} data-testid="posting-row">
                  <Table.Cell>
                    {formatTime(p.created_at, i18n.language)}
                  </Table.Cell>
                  <Table.Cell
                    className={p.member_id ? "" : "font-mono text-xs"}
                  >
                    {p.member_id ? (p.username ?? p.member_id) : p.account}
                  </Table.Cell>
                  <Table.Cell title={p.description_key}>
                    {kindLabel(p.kind)}
                  </Table.Cell>
                  <Table.Cell>{t(`uucLedger.assets.${p.asset}`)}</Table.Cell>
                  <Table.Cell
                    className={`text-right ${p.amount.startsWith("-") ? "text-ui-fg-error" : "text-ui-fg-interactive"}`}
                  >
                    {p.amount.startsWith("-") ? "" : "+"}
                    {formatMoney(p.amount, i18n.language)}
                  </Table.Cell>
                  <Table.Cell className="text-right">
                    {formatMoney(p.balance_after, i18n.language)}
                  </Table.Cell>
                  <Table.Cell>
                    <LedgerStatus status={p.status} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </ListBody>
      </Container>
      <Container className="divide-y p-0">
        <VerifyBanner />
        <PlatformAccounts />
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.balanceRecord",
  translationNs: "translation",
  icon: DocumentText,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 23,
})

export default BalanceRecordPage
