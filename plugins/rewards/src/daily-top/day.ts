const DAY = /^\d{4}-\d{2}-\d{2}$/

/** True for a real calendar date written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  if (!DAY.test(day)) return false
  const d = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day
}

/** The calendar day of `at` in the time zone `tz`, YYYY-MM-DD. */
export function dayIn(tz: string, at = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at)
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
