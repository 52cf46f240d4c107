// The shop plugin's public entry for other plugins (issue 15): the goods and
// orders functions and the goods spec schema the merchants plugin narrows to one
// merchant.
export { Spec } from "./api/admin/goods/validators"
export { createGoods, listGoods, presentGoods, updateGoods } from "./lib/goods"
export { getOrder, listOrders, shipOrder } from "./lib/orders"
export { MERCHANTS_KEY, type MerchantDirectory } from "./lib/ports"
// The shop module by its container key, and its service's type (type-only).
export { SHOP_MODULE } from "./modules/shop"
export type { default as ShopModuleService } from "./modules/shop/service"
