import type { ExchangeView, PostingLine } from "../modules/ledger/lib/types"
import type { StoreExchange, StoreLine } from "./answer-types"

/** A finance line as members see it (their own id is implied). */
export const storeLine = (l: PostingLine): StoreLine => ({
  id: l.id,
  entry_id: l.entry_id,
  asset: l.asset,
  amount: l.amount,
  balance_after: l.balance_after,
  kind: l.kind,
  description_key: l.description_key,
  params: l.params,
  source_type: l.source_type,
  source_id: l.source_id,
  status: l.status,
  created_at: l.created_at,
})

export const storeExchange = (x: ExchangeView): StoreExchange => ({
  id: x.id,
  from: x.from,
  to: x.to,
  amount_in: x.amount_in,
  amount_out: x.amount_out,
  price: x.price,
  created_at: x.created_at,
})
