/** RFC 4180 quoting; a leading = + - @ on text is defused for spreadsheets. */
export function csvCell(value: unknown) {
  if (value === null || value === undefined) return ""
  let s = typeof value === "string" ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}
