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

/**
 * The calendar day and weekday (0 = Sunday) in `timeZone` by the DATABASE's clock
 * (the transaction's time), so that every server process draws day boundaries
 * (one withdrawal a day, closed weekdays) from one clock. `now` overrides it (tests).
 */
export async function dbDay(knex: RawSql, timeZone: string, now?: Date) {
  const { rows } = await knex.raw(
    `select to_char(t, 'YYYY-MM-DD') as day, extract(dow from t)::int as weekday
       from (select coalesce(?::timestamptz, now()) at time zone ? as t) c`,
    [now ? now.toISOString() : null, timeZone]
  )
  return { day: String(rows[0].day), weekday: Number(rows[0].weekday) }
}
