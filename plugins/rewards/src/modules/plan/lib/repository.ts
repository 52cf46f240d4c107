import type { Knex } from "@uuc/http"

// Every statement of the plan module, on its table `plan_version`: the service
// merges, validates, audits and presents; it writes no SQL itself.

// Serializes plan writers: each new version merges onto the latest one.
const PLAN_LOCK = 727_101

export type VersionRow = {
  version: number
  document: unknown
  created_by: string | null
  created_at: Date | string
}

/** Takes the plan writers' lock until the transaction ends. */
export async function lockPlan(knex: Knex) {
  await knex.raw("select pg_advisory_xact_lock(?)", [PLAN_LOCK])
}

/** A new version's row. */
export async function insertVersion(
  knex: Knex,
  input: {
    id: string
    version: number
    document: unknown
    created_by: string | null
  }
) {
  const { rows } = await knex.raw(
    `insert into plan_version (id, version, document, created_by)
     values (?, ?, ?::jsonb, ?) returning *`,
    [input.id, input.version, JSON.stringify(input.document), input.created_by]
  )
  return rows[0] as VersionRow
}

/** Versions, newest first, without their documents, and their count. */
export async function listVersions(
  knex: Knex,
  page: { limit: number; offset: number }
) {
  const [{ rows }, { rows: count }] = await Promise.all([
    knex.raw(
      `select version, created_by, created_at from plan_version
        where deleted_at is null order by version desc limit ? offset ?`,
      [page.limit, page.offset]
    ),
    knex.raw(
      "select count(*)::int as n from plan_version where deleted_at is null"
    ),
  ])
  return { rows, count: Number(count[0].n) }
}

/** The latest version, or the given one (none when there is none). */
export async function readVersion(knex: Knex, version?: number) {
  const { rows } = await knex.raw(
    version === undefined
      ? `select * from plan_version where deleted_at is null
          order by version desc limit 1`
      : "select * from plan_version where deleted_at is null and version = ?",
    version === undefined ? [] : [version]
  )
  return (rows[0] as VersionRow | undefined) ?? null
}

/** Version 1 with `document`, unless there is one (concurrent inserts: once). */
export async function insertFirst(
  knex: Knex,
  input: { id: string; document: unknown }
) {
  await knex.raw(
    `insert into plan_version (id, version, document, created_by)
     values (?, 1, ?::jsonb, null) on conflict do nothing`,
    [input.id, JSON.stringify(input.document)]
  )
}
