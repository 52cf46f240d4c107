import { defineMessages } from "@uuc/errors"

// en-US texts of the shop's codes; clients translate by code.
defineMessages({
  goods_not_found: "Goods not found",
  category_not_found: "This category does not exist",
  spec_not_found: "This specification does not exist",
  specs_required: "Add at least one specification",
  spec_name_duplicate: "Two specifications have the same name",
  invalid_points: "Enter a whole or decimal number of points",
  points_exceed_limit: "Too many points for this cart",
  shop_order_not_found: "Order not found",
  order_not_shipped: "The order has not been shipped",
  order_not_pending_shipment: "The order is no longer waiting for shipment",
  cart_not_found: "Cart not found",
  shipping_option_not_calculated:
    "This shipping option has a fixed price: it cannot be calculated",
  cart_empty: "The cart is empty",
  cart_mixed_currency: "UUC goods and USD goods cannot be paid together",
  delivery_address_required: "Add a delivery address first",
  checkout_in_progress: "This cart is being checked out",
  invalid_quantity: "Enter a whole quantity within the shop's limit per item",
  checkout_required:
    "This cart can only be paid through the shop's checkout with your secondary password",
  payment_session_released:
    "This payment was cancelled: please pay again from your cart",
  goods_unavailable:
    "Some goods in your cart are no longer on sale: remove them and pay again",
  cart_changed:
    "Prices in your cart have changed: check the new total and pay again",
  cart_is_uuc:
    "This cart is paid in UUC: change it through the shop's UUC cart routes",
  cart_not_uuc: "This cart is paid in USD: add UUC goods to a UUC cart",
  uuc_price_missing: "This specification cannot be bought in UUC",
  uuc_price_changed: "The UUC price changed: check the cart and pay again",
  uuc_cart_no_points: "Points cannot be used in a UUC cart",
  partial_capture_not_supported:
    "A wallet payment is captured whole: capture its full amount",
  cart_multiple_merchants:
    "Goods of different merchants must be checked out separately",
})
