import { useState } from "react"
import { useTranslation } from "react-i18next"
import { EmptyState, ErrorState, Skeleton } from "../../components/status"
import { type TeamNode, useTeam, useTeamLine } from "../../hooks/members"
import { formatDate, formatUsd } from "../../lib/format"
import { fromUnits, toUnits } from "../../lib/money"

/**
 * A line's volume: its root's own purchases and the team volume below it. The
 * team volume alone left a line at "$0" right after its root bought a card.
 */
export function lineVolume(node: Pick<TeamNode, "volume" | "own_volume">) {
  const units = (v: string) => toUnits(v) ?? 0n
  return fromUnits(units(node.volume) + units(node.own_volume))
}

function LineNode({ node, depth }: { node: TeamNode; depth: number }) {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const below = useTeamLine(node.username, open)
  return (
    <li>
      <button
        type="button"
        onClick={() => setOpen(!open)}
        disabled={node.size <= 1}
        aria-expanded={open}
        className="flex w-full items-center gap-2 border-b border-slate-100 py-2 text-start text-sm disabled:cursor-default"
        style={{ paddingInlineStart: `${depth * 16}px` }}
        data-testid="team-node"
      >
        <span aria-hidden="true" className="w-4">
          {node.size > 1 ? (open ? "▾" : "▸") : null}
        </span>
        {node.line && (
          <span className="text-xs text-slate-500">
            {t("team.line", { line: node.line })}
          </span>
        )}
        <span className="font-medium">{node.username}</span>
        <span className="ms-auto text-xs text-slate-500">
          {t("team.figures", {
            count: node.size,
            volume: formatUsd(lineVolume(node), i18n.language),
          })}
        </span>
      </button>
      {open && below.isLoading && (
        <p className="py-1 text-xs text-slate-500">{t("common.loading")}</p>
      )}
      {open && below.data && (
        <ul>
          {below.data.tree.children.map((c) => (
            <LineNode key={c.username} node={c} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** The three placement lines, in order: a line nobody is placed in says so. */
const LINES = [1, 2, 3] as const

function EmptyLine({ line }: { line: number }) {
  const { t } = useTranslation()
  return (
    <li
      className="flex w-full items-center gap-2 border-b border-slate-100 py-2 text-sm"
      data-testid="team-line-empty"
    >
      <span aria-hidden="true" className="w-4" />
      <span className="text-xs text-slate-500">{t("team.line", { line })}</span>
      <span className="text-slate-500">{t("team.lineEmpty")}</span>
    </li>
  )
}

/** `/team`: direct referrals and the three placement lines, opened level by level. */
export default function TeamPage() {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  const team = useTeam(page)
  if (team.isLoading) return <Skeleton lines={5} />
  if (team.isError)
    return (
      <ErrorState
        message={t("team.loadError")}
        onRetry={() => void team.refetch()}
      />
    )
  const data = team.data!
  // a root without a line number (older servers) keeps its place in the list
  const byLine = new Map(data.lines.map((l, i) => [l.line ?? i + 1, l]))
  const pages = Math.max(1, Math.ceil(data.directs_count / data.limit))
  return (
    <div className="space-y-6" data-testid="team">
      <section>
        <h2 className="text-lg font-bold">{t("team.linesTitle")}</h2>
        <ul className="mt-2 rounded-xl bg-white px-3 ring-1 ring-slate-200">
          {LINES.map((n) => {
            const root = byLine.get(n)
            return root ? (
              <LineNode key={n} node={root} depth={0} />
            ) : (
              <EmptyLine key={n} line={n} />
            )
          })}
        </ul>
        {!data.lines.length && (
          <p className="mt-2 text-sm text-slate-600">{t("team.noLines")}</p>
        )}
      </section>
      <section>
        <h2 className="text-lg font-bold">
          {t("team.directsTitle", { count: data.directs_count })}
        </h2>
        {data.directs.length ? (
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl bg-white px-3 ring-1 ring-slate-200">
            {data.directs.map((d) => (
              <li
                key={d.username}
                className="flex flex-wrap items-center gap-2 py-2 text-sm"
                data-testid="team-direct"
              >
                <span className="font-medium">{d.username}</span>
                <span className="text-xs text-slate-500">
                  {t(`dashboard.card.${d.card ?? "none"}`)}
                </span>
                <span className="text-xs text-slate-500">
                  {d.star_level}★ · V{d.team_level}
                </span>
                <span className="ms-auto text-xs text-slate-500">
                  {formatDate(d.created_at, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState message={t("team.noDirects")} />
        )}
        {pages > 1 && (
          <div className="mt-3 flex items-center justify-between text-sm">
            <button
              type="button"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
              className="rounded px-3 py-1 ring-1 ring-slate-300 disabled:opacity-50"
            >
              {t("team.previous")}
            </button>
            <span>{t("team.page", { page: page + 1, pages })}</span>
            <button
              type="button"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
              className="rounded px-3 py-1 ring-1 ring-slate-300 disabled:opacity-50"
            >
              {t("team.next")}
            </button>
          </div>
        )}
      </section>
    </div>
  )
}
