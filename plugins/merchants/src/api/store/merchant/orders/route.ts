import type { ShopOrderView } from "@uuc/shop/shop-api"
import { listOrders } from "../../../../lib/shop"
import { merchantRows } from "../../../utils/merchant-rows"
import type { MerchantOrdersQueryType } from "../validators"

/** GET /store/merchant/orders `?status=`: orders of the merchant's goods only, newest first. */
export const GET = merchantRows<
  "orders",
  MerchantOrdersQueryType,
  ShopOrderView
>("orders", listOrders)
