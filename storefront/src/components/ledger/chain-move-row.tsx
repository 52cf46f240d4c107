import type { ReactNode } from "react"
import { Amount, StatusBadge } from "./ledger-ui"

/**
 * A USDT movement on a chain in a history (recharge, withdrawal): the amount,
 * the chain and the status badge, then the kind's own lines. `kind` names the
 * test ids (`recharge-row`, `recharge-status`).
 */
export function ChainMoveRow({
  kind,
  amount,
  chain,
  tone,
  status,
  children,
}: {
  kind: "recharge" | "withdraw"
  amount: string
  chain: string
  tone: "wait" | "ok" | "bad"
  status: string
  children: ReactNode
}) {
  return (
    <li className="space-y-1 p-3 text-sm" data-testid={`${kind}-row`}>
      <div className="flex items-center gap-2">
        <Amount value={amount} asset="USDT" className="font-semibold" />
        <span className="text-slate-500">{chain}</span>
        <span className="ms-auto" data-testid={`${kind}-status`}>
          <StatusBadge tone={tone}>{status}</StatusBadge>
        </span>
      </div>
      {children}
    </li>
  )
}
