import type { Line } from "./ledger-lines"

export type LineStatus = {
  key: "held" | "posted" | "pending" | "voided"
  tone: "ok" | "wait" | "bad"
}

/**
 * A finance line's status as a member reads it. A withdrawal's hold only moves the
 * money aside while staff review it: "held", never "settled" (the paid or returned
 * line that follows says how it ended).
 */
export function lineStatus(line: Pick<Line, "kind" | "status">): LineStatus {
  if (line.kind === "withdrawal_hold" && line.status === "posted")
    return { key: "held", tone: "wait" }
  if (line.status === "pending") return { key: "pending", tone: "wait" }
  if (line.status === "voided") return { key: "voided", tone: "bad" }
  return { key: "posted", tone: "ok" }
}
