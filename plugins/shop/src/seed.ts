// The shop plugin's public entry for seeding (the app's seed script and benches).
export { DEMO_CATEGORIES, DEMO_GOODS } from "./lib/demo-goods"
export { syncMemberPrices } from "./lib/member-prices"
export { seedShop } from "./lib/seed-shop"
