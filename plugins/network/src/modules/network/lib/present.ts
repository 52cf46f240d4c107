import Decimal from "decimal.js"
import type {
  Card,
  DirectReferral,
  NetworkNode,
  NodeRow,
  PathNode,
  TreeNode,
} from "./types"

const money = (v: string | number) => new Decimal(v).toFixed(8)

/** An ancestor in the path document (lib/sql.ts pathSql), in its order. */
export type PathRow = [
  string,
  string,
  string | null,
  Card | null,
  boolean,
  string,
  number,
  number,
  boolean,
  boolean,
  number,
]

export const fromPathRow = (r: PathRow): PathNode => ({
  member_id: r[0],
  username: r[1],
  sponsor_id: r[2],
  card: r[3],
  active: r[4],
  volume: r[5],
  star_level: r[6],
  team_level: r[7],
  star_level_pinned: r[8],
  team_level_pinned: r[9],
  active_direct_count: r[10],
})

export function toNode(row: NodeRow, format = money): NetworkNode {
  return {
    member_id: row.member_id,
    username: row.username,
    sponsor_id: row.sponsor_id,
    parent_id: row.parent_id,
    line: row.line,
    depth: row.depth,
    size: Number(row.size),
    volume: format(row.volume),
    own_volume: format(row.own_volume),
    direct_count: Number(row.direct_count),
    active_direct_count: Number(row.active_direct_count),
    card: row.card,
    active: row.active,
    star_level: row.star_level_pinned ?? row.star_level_auto,
    team_level: row.team_level_pinned ?? row.team_level_auto,
    star_level_pinned: row.star_level_pinned !== null,
    team_level_pinned: row.team_level_pinned !== null,
    created_at: new Date(row.created_at).toISOString(),
  }
}

function toTreeNode(row: NodeRow, children: TreeNode[] = []): TreeNode {
  const n = toNode(row)
  return {
    username: n.username,
    line: n.line,
    card: n.card,
    star_level: n.star_level,
    team_level: n.team_level,
    size: n.size,
    volume: n.volume,
    own_volume: n.own_volume,
    children,
  }
}

export function toDirect(row: NodeRow): DirectReferral {
  const n = toNode(row)
  return {
    member_id: n.member_id,
    username: n.username,
    card: n.card,
    active: n.active,
    star_level: n.star_level,
    team_level: n.team_level,
    created_at: n.created_at,
  }
}

/** Nests rows (a subtree read breadth-first) under their parents, children by line. */
export function nest(rows: NodeRow[], root: NodeRow): TreeNode {
  const byParent = new Map<string, NodeRow[]>()
  for (const r of rows) {
    if (!r.parent_id) continue
    const list = byParent.get(r.parent_id) ?? []
    list.push(r)
    byParent.set(r.parent_id, list)
  }
  const build = (row: NodeRow): TreeNode =>
    toTreeNode(
      row,
      (byParent.get(row.member_id) ?? [])
        .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
        .map(build)
    )
  return build(root)
}
