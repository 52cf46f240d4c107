"use strict"
// Seed data shared by the backend's seed script, the plugins and the storefront.
const guide = require("./guide.json")
const notices = require("./notices.json")
const plan = require("./plan.json")
const demoGoods = require("./demo-goods.json")
const ledgerKinds = require("./ledger-kinds.json")

module.exports = {
  guide,
  notices,
  plan,
  demoGoods,
  ledgerKinds,
  LOCALES: require("./locales.json"),
}
