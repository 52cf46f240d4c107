import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import { requireMerchant } from "../../../lib/merchant-guard"
import { member } from "../../utils/middleware-helpers"
import { merchantUpload } from "./uploads/upload"
import {
  MerchantGoods,
  MerchantGoodsQuery,
  MerchantOrdersQuery,
  MerchantShip,
} from "./validators"

export const storeMerchantRoutesMiddlewares: MiddlewareRoute[] = [
  {
    // a passed merchant account, else 403 merchant_license_missing
    matcher: "/store/merchant/*",
    middlewares: [member, requireMerchant],
  },
  {
    matcher: "/store/merchant/goods",
    methods: ["GET"],
    middlewares: [validatedQuery(MerchantGoodsQuery, LIST_QUERY)],
  },
  {
    matcher: "/store/merchant/goods",
    methods: ["POST"],
    middlewares: [validatedBody(MerchantGoods)],
  },
  {
    matcher: "/store/merchant/goods/:id",
    methods: ["POST"],
    middlewares: [validatedBody(MerchantGoods)],
  },
  {
    // multipart: read after the merchant guard, so strangers' bodies are never buffered
    matcher: "/store/merchant/uploads",
    methods: ["POST"],
    middlewares: [merchantUpload],
  },
  {
    matcher: "/store/merchant/orders",
    methods: ["GET"],
    middlewares: [validatedQuery(MerchantOrdersQuery, LIST_QUERY)],
  },
  {
    matcher: "/store/merchant/orders/:id/ship",
    methods: ["POST"],
    middlewares: [validatedBody(MerchantShip)],
  },
]
