import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import {
  BONUS_TYPES,
  money,
  percent,
  type SimAnswer,
  type SimRun,
} from "../../../lib/simulator"
import { PerDayChart } from "./chart"

const sum = (run: SimRun, key: "usdt" | "uuc" | "uuc_pool") =>
  // decimal strings with 8 places: summed exactly as integers of 1e-8
  BONUS_TYPES.reduce(
    (a, b) => a + BigInt(run.by_type[b][key].replace(".", "")),
    0n
  )
const fromUnits = (v: bigint) => {
  const s = v.toString().padStart(9, "0")
  return `${s.slice(0, -8)}.${s.slice(-8)}`
}

/** The answer: totals, per bonus type side by side, the split, and the per-day chart. */
export const Results = ({ answer }: { answer: SimAnswer }) => {
  const { t, i18n } = useTranslation()
  const m = (v: string) => money(v, i18n.language)
  const { runs, difference } = answer
  const k = (key: string) => t(`uucRewards.simulator.results.${key}`)
  return (
    <div className="flex flex-col gap-4" data-testid="simulator-results">
      <Container className="flex flex-wrap gap-8">
        {runs.map((r) => (
          <div key={r.label} className="flex flex-col gap-1">
            <Heading level="h3">{r.label}</Heading>
            <Text size="small">
              {k("revenue")}: {m(r.revenue)} USD · {k("paid")}: {m(r.paid_usd)}{" "}
              USD
            </Text>
            <Text size="large" weight="plus" data-testid="simulator-share">
              {k("share")}: {percent(r.share_of_revenue)}
            </Text>
            <Text size="xsmall" className="text-ui-fg-subtle">
              {k("members")}: {r.members} · {k("activations")}:{" "}
              {r.activations.standard +
                r.activations.gold +
                r.activations.upgrade}
            </Text>
          </div>
        ))}
        <Text size="xsmall" className="text-ui-fg-muted self-end">
          {t("uucRewards.simulator.results.timing", {
            network: answer.network_ms,
            runs: runs.map((r) => `${r.label} ${r.ms} ms`).join(", "),
          })}
        </Text>
      </Container>

      <Container className="overflow-x-auto p-0">
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{k("bonus")}</Table.HeaderCell>
              {runs.map((r) => (
                <Table.HeaderCell key={r.label} className="text-right">
                  {r.label}: {k("count")} / {k("usd")} / %
                </Table.HeaderCell>
              ))}
              {difference && (
                <Table.HeaderCell className="text-right">
                  {k("difference")}
                </Table.HeaderCell>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {BONUS_TYPES.map((b) => (
              <Table.Row key={b} data-testid={`simulator-row-${b}`}>
                <Table.Cell>{t(`uucRewards.simulator.types.${b}`)}</Table.Cell>
                {runs.map((r) => (
                  <Table.Cell key={r.label} className="text-right">
                    {r.by_type[b].count} / {m(r.by_type[b].amount_usd)} /{" "}
                    {percent(r.by_type[b].share_of_revenue)}
                  </Table.Cell>
                ))}
                {difference && (
                  <Table.Cell className="text-right">
                    {m(difference.by_type[b].amount_usd)} (
                    {percent(difference.by_type[b].share_of_revenue)})
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
            <Table.Row>
              <Table.Cell className="font-medium">{k("total")}</Table.Cell>
              {runs.map((r) => (
                <Table.Cell key={r.label} className="text-right font-medium">
                  {m(r.paid_usd)} / {percent(r.share_of_revenue)}
                </Table.Cell>
              ))}
              {difference && (
                <Table.Cell className="text-right font-medium">
                  {m(difference.paid_usd)} (
                  {percent(difference.share_of_revenue)})
                </Table.Cell>
              )}
            </Table.Row>
          </Table.Body>
        </Table>
      </Container>

      <Container className="flex flex-col gap-2">
        <Heading level="h3">{k("split")}</Heading>
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
          {runs.map((r) => (
            <Text key={r.label} size="small">
              {r.label}: {m(fromUnits(sum(r, "usdt")))} {k("usdt")} ·{" "}
              {m(fromUnits(sum(r, "uuc")))} {k("uuc")} ·{" "}
              {m(fromUnits(sum(r, "uuc_pool")))} {k("pool")} ({answer.price}{" "}
              USD/UUC)
            </Text>
          ))}
        </div>
      </Container>

      <Container className="flex flex-col gap-2">
        <Heading level="h3">{k("perDay")}</Heading>
        <PerDayChart runs={runs} />
      </Container>
    </div>
  )
}
