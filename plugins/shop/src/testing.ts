// The shop plugin's public entry for tests (nothing outside the plugin
// imports its internals).
export { autoReceive } from "./lib/auto-receive"
export { seedShop } from "./lib/seed-shop"
export { recoverCheckouts } from "./lib/recover-checkouts"
