"use strict"
// Seed data shared by the backend's seed script, the plugins and the storefront.
const guide = require("./guide.json")
const notices = require("./notices.json")
const plan = require("./plan.json")
const demoGoods = require("./demo-goods.json")

module.exports = {
  guide,
  notices,
  plan,
  demoGoods,
  LOCALES: ["en-US", "pt-BR", "zh-CN"],
}
