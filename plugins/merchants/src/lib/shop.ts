// The shop's public functions merchants uses (`@uuc/shop/shop-api`):
// goods and orders are the shop's; merchants only narrows them to one merchant.
export {
  createGoods,
  getOrder,
  listGoods,
  listOrders,
  presentGoods,
  shipOrder,
  updateGoods,
} from "@uuc/shop/shop-api"
