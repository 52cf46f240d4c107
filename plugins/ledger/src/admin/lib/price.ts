/** What is wrong with a new price (the server's rules), or null when it is fine. */
export function priceProblem(raw: string, current?: string): string | null {
  const v = raw.trim()
  if (!v) return "empty"
  if (!/^\d+(\.\d+)?$/.test(v)) return "format"
  const [int, frac = ""] = v.split(".")
  if (frac.length > 8) return "decimals"
  if (int.replace(/^0+/, "").length > 20) return "tooLarge"
  if (/^0*$/.test(int) && /^0*$/.test(frac)) return "zero"
  const norm = (x: string) => {
    const [i, f = ""] = x.split(".")
    return `${i.replace(/^0+(?=\d)/, "")}.${f.replace(/0+$/, "")}`
  }
  if (current && norm(v) === norm(current)) return "same"
  return null
}
