// The rewards plugin's public entry for other plugins (issue 15): what the shop
// calls when an order is received or cancelled.
export { onOrderCancelled, onOrderReceived } from "./lib/orders/orders"
