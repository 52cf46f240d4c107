// Amounts arrive as decimal strings with 8 places; shown in the staff's locale
// (@uuc/admin-kit keeps every digit: no float on the way).
export { formatMoney as formatAmount, formatTime } from "@uuc/admin-kit/format"

/** `0x12ab…cdef` for tables; full value in a title tooltip. */
export const shortHash = (value: string | null | undefined) =>
  value ? `${value.slice(0, 8)}…${value.slice(-6)}` : "—"
