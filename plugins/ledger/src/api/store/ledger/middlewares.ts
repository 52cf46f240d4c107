import type { MiddlewareRoute } from "@medusajs/framework/http"
import { get } from "../../utils/middleware-helpers"
import { StoreEntriesQuery } from "./validators"

export const storeLedgerRoutesMiddlewares: MiddlewareRoute[] = [
  get("/store/ledger/balances"),
  get("/store/ledger/entries", StoreEntriesQuery),
]
