import { model } from "@medusajs/framework/utils"

/**
 * One version of the reward plan (rules.md: every bonus names the version in force
 * when it was triggered). Versions are never changed: a new plan is a new row; the
 * highest version is in force. The unique version number makes concurrent writers
 * (and the first read creating version 1) race-free.
 */
export const PlanVersion = model
  .define("plan_version", {
    id: model.id({ prefix: "planv" }).primaryKey(),
    version: model.number(),
    document: model.json(),
    created_by: model.text().nullable(),
  })
  .indexes([{ on: ["version"], unique: true }])
