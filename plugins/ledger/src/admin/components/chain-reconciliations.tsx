import {
  Badge,
  Button,
  Container,
  Input,
  createDataTableColumnHelper,
  DataTable,
  type DataTablePaginationState,
  Text,
  toast,
  useDataTable,
} from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { StaffPassword } from "./staff-password"
import {
  differencesCsvUrl,
  useChainReconciliations,
  useReconciliationDifferences,
  useResolveDifference,
  useRunReconciliation,
} from "../hooks/chain-reconciliations"
import { shortHash } from "../lib/format"
import type {
  ChainReconciliations,
  ReconciliationDifference,
} from "../lib/types"
import { errorMessage, Field, formatTime, SectionHeader } from "@uuc/admin-kit"

const PAGE = 10
type Run = ChainReconciliations["chain_reconciliations"][number]

const runColumns = createDataTableColumnHelper<Run>()
const differenceColumns =
  createDataTableColumnHelper<ReconciliationDifference>()

/** An exact amount (a token's 18 decimals kept), or a dash. */
const amount = (v: string | null) => v ?? "—"

/**
 * The reconciliations of the ledger with the chains (daily on the worker, or now
 * by staff): each run's outcome, and the differences of the chosen one (a
 * transfer that credited nothing, a credit no transfer shows, the hot wallet's
 * balance), with their CSV.
 */
export function Reconciliations() {
  const { t, i18n } = useTranslation()
  const [runsPage, setRunsPage] = useState<DataTablePaginationState>({
    pageIndex: 0,
    pageSize: PAGE,
  })
  const runs = useChainReconciliations({
    limit: PAGE,
    offset: runsPage.pageIndex * PAGE,
  })
  const [chosen, setChosen] = useState<string | null>(null)
  const latest = runs.data?.chain_reconciliations[0]?.id ?? null
  const shown = chosen ?? latest
  const [password, setPassword] = useState("")
  const run = useRunReconciliation()
  const time = (v: string | null) => (v ? formatTime(v, i18n.language) : "—")

  const columns = useMemo(
    () => [
      runColumns.accessor("started_at", {
        header: t("uucLedger.reconcile.started"),
        cell: ({ getValue }) => time(getValue()),
      }),
      runColumns.accessor("trigger", {
        header: t("uucLedger.reconcile.trigger"),
        cell: ({ getValue }) => t(`uucLedger.reconcile.triggers.${getValue()}`),
      }),
      runColumns.accessor("status", {
        header: t("uucLedger.common.status"),
        cell: ({ row }) => (
          <Badge
            size="2xsmall"
            color={
              row.original.status === "failed"
                ? "red"
                : row.original.status === "running"
                  ? "orange"
                  : row.original.open
                    ? "red"
                    : "green"
            }
            title={row.original.error ?? undefined}
          >
            {row.original.status === "done" && row.original.open
              ? t("uucLedger.reconcile.open", { count: row.original.open })
              : t(`uucLedger.reconcile.statuses.${row.original.status}`)}
          </Badge>
        ),
      }),
      runColumns.accessor("chains", {
        header: t("uucLedger.reconcile.blocks"),
        cell: ({ getValue }) =>
          getValue()
            .map((c) =>
              c.to_block
                ? `${c.chain} ${c.from_block}–${c.to_block}`
                : `${c.chain} —`
            )
            .join(" · ") || "—",
      }),
      runColumns.accessor("differences", {
        header: t("uucLedger.reconcile.differences"),
      }),
      runColumns.display({
        id: "csv",
        header: "CSV",
        cell: ({ row }) =>
          row.original.status === "done" && row.original.differences ? (
            <a
              href={differencesCsvUrl(row.original.id)}
              className="underline"
              onClick={(e) => e.stopPropagation()}
              data-testid={`reconcile-csv-${row.original.id}`}
            >
              {t("uucLedger.reconcile.csv")}
            </a>
          ) : (
            "—"
          ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language]
  )
  const runsTable = useDataTable({
    columns,
    data: runs.data?.chain_reconciliations ?? [],
    getRowId: (r) => r.id,
    rowCount: runs.data?.count ?? 0,
    isLoading: runs.isLoading,
    onRowClick: (_e, row) => setChosen(row.id),
    pagination: { state: runsPage, onPaginationChange: setRunsPage },
  })

  return (
    <Container className="divide-y p-0" data-testid="chain-reconciliations">
      <SectionHeader title={t("uucLedger.reconcile.title")} />
      <Text size="small" className="px-6 py-2 text-ui-fg-subtle">
        {t("uucLedger.reconcile.hint")}
      </Text>
      <div className="flex flex-wrap items-end gap-3 px-6 py-4">
        <StaffPassword
          id="reconcile-password"
          value={password}
          onChange={setPassword}
        />
        <Button
          size="small"
          variant="secondary"
          disabled={!password}
          isLoading={run.isPending}
          data-testid="reconcile-run"
          onClick={() =>
            run.mutate(
              { secondary_password: password },
              {
                onSuccess: ({ chain_reconciliation: r }) => {
                  setPassword("")
                  setChosen(r.id)
                  if (r.status === "failed")
                    toast.error(t("uucLedger.reconcile.failed"))
                  else
                    toast.success(
                      t("uucLedger.reconcile.done", { count: r.differences })
                    )
                },
                onError: (e) => toast.error(errorMessage(e)),
              }
            )
          }
        >
          {t("uucLedger.reconcile.run")}
        </Button>
      </div>
      <DataTable instance={runsTable}>
        <DataTable.Table
          emptyState={{
            empty: { heading: t("uucLedger.reconcile.noRuns") },
          }}
        />
        <DataTable.Pagination />
      </DataTable>
      {shown && <Differences runId={shown} />}
    </Container>
  )
}

function Differences({ runId }: { runId: string }) {
  const { t, i18n } = useTranslation()
  const [resolution, setResolution] = useState("")
  const [password, setPassword] = useState("")
  const resolve = useResolveDifference(runId)
  const [page, setPage] = useState<DataTablePaginationState>({
    pageIndex: 0,
    pageSize: PAGE,
  })
  const query = useReconciliationDifferences(runId, {
    limit: PAGE,
    offset: page.pageIndex * PAGE,
  })
  const columns = useMemo(
    () => [
      differenceColumns.accessor("chain", {
        header: t("uucLedger.common.chain"),
      }),
      differenceColumns.accessor("kind", {
        header: t("uucLedger.reconcile.kind"),
        cell: ({ getValue }) => (
          <span data-testid="reconcile-kind">
            {t(`uucLedger.reconcile.kinds.${getValue()}`)}
          </span>
        ),
      }),
      differenceColumns.accessor("address", {
        header: t("uucLedger.common.address"),
        cell: ({ row }) => (
          <span className="font-mono" title={row.original.address}>
            {shortHash(row.original.address)}
            {row.original.username ? ` (${row.original.username})` : ""}
          </span>
        ),
      }),
      differenceColumns.accessor("tx_hash", {
        header: t("uucLedger.common.txHash"),
        cell: ({ getValue }) => {
          const tx = getValue()
          return tx ? (
            <span className="font-mono" title={tx}>
              {shortHash(tx)}
            </span>
          ) : (
            "—"
          )
        },
      }),
      differenceColumns.accessor("chain_amount", {
        header: t("uucLedger.reconcile.onChain"),
        cell: ({ getValue }) => amount(getValue()),
      }),
      differenceColumns.accessor("ledger_amount", {
        header: t("uucLedger.reconcile.inLedger"),
        cell: ({ getValue }) => amount(getValue()),
      }),
      differenceColumns.accessor("difference", {
        header: t("uucLedger.reconcile.difference"),
      }),
      differenceColumns.display({
        id: "resolve",
        header: t("uucLedger.reconcile.resolution"),
        cell: ({ row }) =>
          row.original.resolved_at ? (
            <span
              title={formatTime(row.original.resolved_at, i18n.language)}
              data-testid="reconcile-resolved"
            >
              {row.original.resolution}
            </span>
          ) : (
            <Button
              size="small"
              variant="secondary"
              disabled={!resolution.trim() || !password}
              isLoading={
                resolve.isPending && resolve.variables?.id === row.original.id
              }
              data-testid={`reconcile-resolve-${row.original.id}`}
              onClick={() =>
                resolve.mutate(
                  {
                    id: row.original.id,
                    resolution: resolution.trim(),
                    secondary_password: password,
                  },
                  {
                    onSuccess: () => {
                      setResolution("")
                      toast.success(t("uucLedger.reconcile.resolved"))
                    },
                    onError: (e) => toast.error(errorMessage(e)),
                  }
                )
              }
            >
              {t("uucLedger.reconcile.resolve")}
            </Button>
          ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, resolution, password, resolve.isPending]
  )
  const table = useDataTable({
    columns,
    data: query.data?.differences ?? [],
    getRowId: (d) => d.id,
    rowCount: query.data?.count ?? 0,
    isLoading: query.isLoading,
    pagination: { state: page, onPaginationChange: setPage },
  })
  return (
    <div data-testid="reconcile-differences">
      <SectionHeader title={t("uucLedger.reconcile.differencesOf")} />
      <div className="flex flex-wrap items-end gap-3 px-6 py-4">
        <Field
          id="reconcile-resolution"
          label={t("uucLedger.reconcile.resolutionHint")}
        >
          <Input
            id="reconcile-resolution"
            className="w-96"
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
            data-testid="reconcile-resolution"
          />
        </Field>
        <StaffPassword
          id="reconcile-resolve-password"
          value={password}
          onChange={setPassword}
        />
      </div>
      <DataTable instance={table}>
        <DataTable.Table
          emptyState={{
            empty: { heading: t("uucLedger.reconcile.noDifferences") },
          }}
        />
        <DataTable.Pagination />
      </DataTable>
    </div>
  )
}
