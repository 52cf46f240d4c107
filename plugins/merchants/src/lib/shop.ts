// The shop's public functions merchants uses (`@uuc/shop/lib/goods`, `…/orders`):
// goods and orders are the shop's; merchants only narrows them to one merchant.
export {
  createGoods,
  listGoods,
  presentGoods,
  updateGoods,
} from "@uuc/shop/lib/goods"
export { getOrder, listOrders, shipOrder } from "@uuc/shop/lib/orders"
