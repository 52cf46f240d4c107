import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminGet } from "../../utils/middleware-helpers"
import { AdminPostingsQuery } from "./validators"

export const adminLedgerRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/ledger/postings", AdminPostingsQuery),
  adminGet("/admin/ledger/postings/export", AdminPostingsQuery),
]
