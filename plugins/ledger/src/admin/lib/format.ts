/** `0x12ab…cdef` for tables; full value in a title tooltip. */
export const shortHash = (value: string | null | undefined) =>
  value ? `${value.slice(0, 8)}…${value.slice(-6)}` : "—"
