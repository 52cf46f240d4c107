// `npm run bench:kdf`: what one password verification costs with the parameters new
// hashes get (OWASP's scrypt N=2^17, r=8, p=1), beside the older N=2^14 hashes that
// are re-hashed at their next successful use, and the test harness's cheaper setting.
// Runs the members plugin's own hashing code (built by `npm run build` / plugin:build).
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { buildAll } from "./lib/build.mjs"
import { pluginsDir } from "./lib/paths.mjs"

await buildAll({ parts: ["plugins"] })
const require = createRequire(import.meta.url)
const secrets = require(
  path.join(pluginsDir, "members/.medusa/server/src/lib/secrets.js")
)
const ROUNDS = Number(process.env.BENCH_KDF_ROUNDS || 10)

async function measure(label, params) {
  const hash = await secrets.hashSecret("Bench-Passw0rd!", params)
  const times = []
  for (let i = 0; i < ROUNDS; i++) {
    const t = process.hrtime.bigint()
    if (!(await secrets.verifySecret("Bench-Passw0rd!", hash)))
      throw new Error(`${label}: the right password did not verify`)
    times.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  times.sort((a, b) => a - b)
  const mean = times.reduce((a, b) => a + b, 0) / times.length
  const memory = (128 * params.N * params.r) / 2 ** 20
  console.log(
    `${label.padEnd(34)} ${mean.toFixed(1).padStart(8)} ms mean  ${times[Math.floor(times.length / 2)].toFixed(1).padStart(8)} ms median  ${times.at(-1).toFixed(1).padStart(8)} ms max  ${memory.toFixed(0).padStart(4)} MiB`
  )
  return mean
}

console.log(
  `scrypt, one verification (${ROUNDS} rounds each, sequential; ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"})`
)
const owasp = await measure(
  "N=2^17 r=8 p=1 (OWASP, current)",
  secrets.OWASP_PARAMS
)
await measure("N=2^14 r=8 p=1 (older hashes)", { N: 2 ** 14, r: 8, p: 1 })
await measure("N=2^12 r=8 p=1 (KDF_TEST_LOG2_N=12)", { N: 2 ** 12, r: 8, p: 1 })
// libuv runs at most UV_THREADPOOL_SIZE (default 4) derivations at once per process.
const threads = Number(process.env.UV_THREADPOOL_SIZE || 4)
console.log(
  `ceiling per server process: about ${((1000 / owasp) * Math.min(threads, os.cpus().length)).toFixed(1)} verifications/s at the current parameters (${Math.min(threads, os.cpus().length)} parallel derivations)`
)
