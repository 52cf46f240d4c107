const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

/** The calendar day (YYYY-MM-DD) and weekday (0 = Sunday) of `now` in `timeZone`. */
export function localDay(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
  }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ""
  return {
    day: `${get("year")}-${get("month")}-${get("day")}`,
    weekday: WEEKDAYS.indexOf(get("weekday")),
  }
}

type RawSql = {
  raw: (
    sql: string,
    bindings?: readonly unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>
}

/** The database's clock read in a time zone (`LedgerModuleService.clock`). */
export type DbClock = {
  /** The instant (the transaction's `now()`), ISO 8601 in UTC, to the millisecond. */
  now: string
  /** Its calendar day in `timezone`, YYYY-MM-DD. */
  day: string
  /** Its weekday in `timezone`, 0 = Sunday. */
  weekday: number
  timezone: string
}

/**
 * The ONE clock of business time: the DATABASE's (the
 * transaction's `now()`), with its calendar day and weekday (0 = Sunday) in
 * `timeZone` (the plan's), so that every server process draws day boundaries and
 * cut-offs (one withdrawal a day, closed weekdays, the daily top, refund and
 * settlement windows, elimination, auto-receipt) from one clock, never from its
 * own. `now` overrides it (tests).
 */
export async function dbClock(
  knex: RawSql,
  timeZone: string,
  now?: Date
): Promise<DbClock> {
  const { rows } = await knex.raw(
    `select to_char(c.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now,
            to_char(c.at at time zone ?, 'YYYY-MM-DD') as day,
            extract(dow from c.at at time zone ?)::int as weekday
       from (select coalesce(?::timestamptz, now()) as at) c`,
    [timeZone, timeZone, now ? now.toISOString() : null]
  )
  return {
    now: String(rows[0].now),
    day: String(rows[0].day),
    weekday: Number(rows[0].weekday),
    timezone: timeZone,
  }
}

/** The calendar day and weekday in `timeZone` by the database's clock (dbClock). */
export async function dbDay(knex: RawSql, timeZone: string, now?: Date) {
  const { day, weekday } = await dbClock(knex, timeZone, now)
  return { day, weekday }
}
