"use strict"
// Query schemas several plugins' routes share; each resource's own schemas sit in
// the `validators.ts` beside its `route.ts`. Every refusal is `invalid_data`.
const { z } = require("@medusajs/framework/zod")

const count = (max, fallback) =>
  z.coerce
    .number({ error: "invalid_data" })
    .int({ error: "invalid_data" })
    .min(0, { error: "invalid_data" })
    .max(max, { error: "invalid_data" })
    .default(fallback)

/** `?limit=&offset=`: 1 to 100 rows (20 unless asked for), from 0 to 1,000,000. */
const PageQuery = z.object({
  limit: count(100, 20).refine((n) => n >= 1, { error: "invalid_data" }),
  offset: count(1_000_000, 0),
})

module.exports = { PageQuery }
