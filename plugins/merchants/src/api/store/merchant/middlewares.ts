import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
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
    middlewares: [validateQuery(MerchantGoodsQuery)],
  },
  {
    matcher: "/store/merchant/goods",
    methods: ["POST"],
    middlewares: [validateBody(MerchantGoods)],
  },
  {
    matcher: "/store/merchant/goods/:id",
    methods: ["POST"],
    middlewares: [validateBody(MerchantGoods)],
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
    middlewares: [validateQuery(MerchantOrdersQuery)],
  },
  {
    matcher: "/store/merchant/orders/:id/ship",
    methods: ["POST"],
    middlewares: [validateBody(MerchantShip)],
  },
]
