import type { Knex } from "@uuc/http"
import {
  applyActivationSql,
  applyActivationsSql,
  pathSql,
  pathsSql,
  shiftVolumeSql,
  subtreeSql,
} from "./sql"
import { NODE_COLUMNS, type NodeRow } from "./types"

// Every statement of the network module, on its own tables (`network_node`,
// `network_operation`) and functions (`network_place`): the service validates,
// takes the network lock and maps errors; it writes no SQL itself. The long
// set-wise statements are in ./sql.ts.

type Rows = Record<string, unknown>[]

/** The root's row while the network is empty (none when it is not). */
export async function insertRoot(
  knex: Knex,
  member_id: string,
  username: string
) {
  const { rows } = await knex.raw(
    `insert into network_node (member_id, username) select ?, ?
      where not exists (select 1 from network_node) returning *`,
    [member_id, username]
  )
  return rows as NodeRow[]
}

/** network_place (see the migrations; it takes the network lock itself). */
export async function place(
  knex: Knex,
  member_id: string,
  username: string,
  sponsor_id: string
) {
  const { rows } = await knex.raw("select * from network_place(?, ?, ?)", [
    member_id,
    username,
    sponsor_id,
  ])
  return rows as NodeRow[]
}

/** lib/sql.ts shiftVolumeSql: whether the key was claimed and the member found. */
export async function shiftVolume(
  knex: Knex,
  bindings: Record<string, unknown>
) {
  const { rows } = await knex.raw(shiftVolumeSql, bindings)
  return rows[0] as { claimed: boolean; found: boolean }
}

/** lib/sql.ts applyActivationSql: first row claimed/found, then the level changes. */
export async function applyActivation(
  knex: Knex,
  bindings: Record<string, unknown>
): Promise<Rows> {
  return (await knex.raw(applyActivationSql, bindings)).rows
}

/** lib/sql.ts applyActivationsSql: first row claimed/found counts, then the level changes. */
export async function applyActivations(
  knex: Knex,
  bindings: Record<string, unknown>
): Promise<Rows> {
  return (await knex.raw(applyActivationsSql, bindings)).rows
}

/** The member's active flag and sponsor, or null when not placed. */
export async function activeAndSponsor(knex: Knex, member_id: string) {
  const { rows } = await knex.raw(
    "select active, sponsor_id from network_node where member_id = ?",
    [member_id]
  )
  return (rows[0] as { active: boolean; sponsor_id: string | null }) ?? null
}

/** Sets the card (or none) and the active flag that follows from it. */
export async function setCard(
  knex: Knex,
  member_id: string,
  card: string | null
) {
  await knex.raw(
    `update network_node set card = ?, active = ? where member_id = ?`,
    [card, card !== null, member_id]
  )
}

/** Marks the member active with `card`, never downgrading a gold card. */
export async function activate(knex: Knex, member_id: string, card: string) {
  await knex.raw(
    `update network_node set active = true,
       card = case when card = 'gold' then 'gold' else ? end where member_id = ?`,
    [card, member_id]
  )
}

/** One active referral more for the sponsor, its automatic star level capped. */
export async function countActiveDirect(
  knex: Knex,
  sponsor_id: string,
  star_max: number
) {
  await knex.raw(
    `update network_node set active_direct_count = active_direct_count + 1,
       star_level_auto = least(active_direct_count + 1, ?) where member_id = ?`,
    [star_max, sponsor_id]
  )
}

/** One active referral less for the sponsor, its automatic star level capped. */
export async function uncountActiveDirect(
  knex: Knex,
  sponsor_id: string,
  star_max: number
) {
  await knex.raw(
    `update network_node set active_direct_count = greatest(active_direct_count - 1, 0),
       star_level_auto = least(greatest(active_direct_count - 1, 0), ?)
     where member_id = ?`,
    [star_max, sponsor_id]
  )
}

/** Every automatic star level re-capped at `star_max`: how many changed. */
export async function capStarLevels(knex: Knex, star_max: number) {
  const { rows } = await knex.raw(
    `with capped as (
       update network_node set star_level_auto = least(active_direct_count, ?)
        where star_level_auto <> least(active_direct_count, ?) returning 1)
     select count(*)::int as n from capped`,
    [star_max, star_max]
  )
  return Number(rows[0].n)
}

/** Pins (or, with null, un-pins) the given levels; the row after, or none. */
export async function pinLevels(
  knex: Knex,
  member_id: string,
  levels: { field: "star_level" | "team_level"; value: number | null }[]
) {
  const { rows } = await knex.raw(
    `update network_node set ${levels
      .map((l) => `${l.field}_pinned = ?`)
      .join(", ")} where member_id = ? returning *`,
    [...levels.map((l) => l.value), member_id]
  )
  return rows as NodeRow[]
}

/** The member's row without `path` (a deep member's is thousands of entries). */
export async function nodeOf(knex: Knex, member_id: string) {
  const { rows } = await knex.raw(
    `select ${NODE_COLUMNS.join(", ")} from network_node where member_id = ?`,
    [member_id]
  )
  return (rows[0] as NodeRow | undefined) ?? null
}

/** The row of a (lower-case) username. */
export async function nodeByUsername(knex: Knex, username: string) {
  const { rows } = await knex.raw(
    "select * from network_node where username = ?",
    [username]
  )
  return (rows[0] as NodeRow | undefined) ?? null
}

/** The root's row, or null while the network is empty. */
export async function rootNode(knex: Knex) {
  const { rows } = await knex.raw(
    "select * from network_node where parent_id is null"
  )
  return (rows[0] as NodeRow | undefined) ?? null
}

/** lib/sql.ts pathSql: the path as one JSON document. */
export async function pathOf(knex: Knex, member_id: string) {
  const { rows } = await knex.raw(pathSql, [member_id])
  return rows[0].path as string
}

/** lib/sql.ts pathsSql: the paths and their nodes as JSON documents. */
export async function pathsOf(knex: Knex, member_ids: string[]) {
  const { rows } = await knex.raw(pathsSql, [member_ids])
  return rows[0] as { paths: string; nodes: string }
}

/** lib/sql.ts subtreeSql from a member id or a (lower-case) username. */
export async function subtree(
  knex: Knex,
  root: { member_id: string } | { username: string },
  depth: number
) {
  const byName = "username" in root
  const { rows } = await knex.raw(
    subtreeSql(byName ? "username" : "member_id"),
    [byName ? root.username : root.member_id, depth]
  )
  return rows as (NodeRow & { lvl: number })[]
}

/** A page of the members `member_id` sponsored, oldest first. */
export async function directsPage(
  knex: Knex,
  member_id: string,
  limit: number,
  offset: number
) {
  const { rows } = await knex.raw(
    `select * from network_node where sponsor_id = ? order by created_at, member_id
      limit ? offset ?`,
    [member_id, limit, offset]
  )
  return rows as NodeRow[]
}

/** The member's count of direct referrals, or null when not placed. */
export async function directCount(knex: Knex, member_id: string) {
  const { rows } = await knex.raw(
    "select direct_count from network_node where member_id = ?",
    [member_id]
  )
  return rows.length ? Number(rows[0].direct_count) : null
}

/** Whether `member_id` sits below `ancestor_id`. */
export async function isBelow(
  knex: Knex,
  member_id: string,
  ancestor_id: string
) {
  const { rows } = await knex.raw(
    "select 1 from network_node where member_id = ? and ? = any(path)",
    [member_id, ancestor_id]
  )
  return rows.length > 0
}

/** Rows whose username matches a LIKE pattern, alphabetically. */
export async function nodesLike(knex: Knex, pattern: string, limit: number) {
  const { rows } = await knex.raw(
    "select * from network_node where username like ? order by username limit ?",
    [pattern, limit]
  )
  return rows as NodeRow[]
}

/** Records an operation key; false when it was applied before. */
export async function claim(
  knex: Knex,
  key: string,
  kind: string,
  member_id: string
) {
  const { rows } = await knex.raw(
    `insert into network_operation (id, key, kind, member_id)
     values ('nwop_' || md5(random()::text || clock_timestamp()::text), ?, ?, ?)
     on conflict (key) where deleted_at is null do nothing returning id`,
    [key, kind, member_id]
  )
  return rows.length > 0
}
