// The shop plugin's public entry for other plugins: the goods and
// orders functions and the goods spec and translations schemas the merchants plugin narrows to one
// merchant.
import type { WALLET_PROVIDER } from "./lib/checkout"
export { GoodsTranslations, Spec } from "./api/admin/goods/validators"
export { createGoods, listGoods, presentGoods, updateGoods } from "./lib/goods"
export { getOrder, listOrders, shipOrder } from "./lib/orders"
export { MERCHANTS_KEY, type MerchantDirectory } from "./lib/ports"
// The wallet payment provider's Medusa id, as a type: the storefront checks its
// literal against it (it cannot bundle the plugin's code).
export type WalletProvider = typeof WALLET_PROVIDER
// An order's shipping address as the order routes answer it (type-only).
export type { ShippingAddressView } from "./lib/shipping-address"
// Goods, the catalogue's linked fields and the cart as the routes answer them (type-only).
export type {
  AdminGoodsAnswer,
  AdminGoodsRow,
  CartAnswer,
  CartChangedAnswer,
  CheckoutAnswer,
  GoodsAnswer,
  GoodsByPriceAnswer,
  GoodsSpecView,
  GoodsView,
  ListingStatus,
  OrderAnswer,
  ShopCartLine,
  ShopCartView,
  ShopCreditLine,
  ShopSearchAnswer,
  StoreShopProduct,
  StoreShopVariant,
} from "./api/answers"
// An order as the order routes answer it (type-only).
export type {
  AdminOrdersAnswer,
  AdminShopOrder,
  OrderStatus,
  ShopOrderView,
  StoreOrdersAnswer,
  StoreShopOrder,
} from "./lib/order-view"
// The shop module by its container key, and its service's type (type-only).
export { SHOP_MODULE } from "./modules/shop"
export type { default as ShopModuleService } from "./modules/shop/service"
