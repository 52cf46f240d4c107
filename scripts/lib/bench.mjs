// What the shop's benchmarks share (bench-shop.mjs and its profiling aid
// bench-shop-split.mjs): the platform's environment and percentiles.
import { medusaEnv } from "./platform.mjs"
import { throwawaySecrets } from "./secrets.mjs"

/**
 * The environment of a benchmark's own platform on `database`: fresh secrets (a
 * bench staff admin and root member), the API on `port`, errors only.
 */
export function benchEnv({ server, database, port }) {
  return {
    ...medusaEnv({
      server,
      database,
      secrets: throwawaySecrets("bench"),
      apiPort: port,
      storePort: port - 1000,
    }),
    LOG_LEVEL: "error",
  }
}

/** The p-th percentile of `xs` (nearest rank). */
export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]
}
