// `npm run bench:kdf`: what one password check costs with the hashes new secrets get
// (argon2id at OWASP's m=19 MiB, t=2, p=1) beside the scrypt hashes made before it
// (OWASP's N=2^17, r=8, p=1; re-hashed to argon2id at their next successful use):
// the median of BENCH_KDF_ROUNDS checks one at a time (default 10), then checks per
// second with BENCH_KDF_CONCURRENCY checks at once (default 4, libuv's thread pool)
// for BENCH_KDF_SECONDS (default 5): the ceiling of any password-checked route on one
// server process. Runs the members plugin's own hashing code (built by `npm run
// build` / plugin:build). Prints figures only.
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { buildAll } from "./lib/build.mjs"
import { pluginsDir } from "./lib/paths.mjs"

await buildAll({ parts: ["plugins"] })
const require = createRequire(import.meta.url)
const secrets = require(
  path.join(pluginsDir, "members/.medusa/server/src/lib/secrets.js")
)
const ROUNDS = Number(process.env.BENCH_KDF_ROUNDS || 10)
const CONCURRENCY = Number(process.env.BENCH_KDF_CONCURRENCY || 4)
const SECONDS = Number(process.env.BENCH_KDF_SECONDS || 5)
const SECRET = "Bench-Passw0rd!"

async function check(hash, label) {
  if (!(await secrets.verifySecret(SECRET, hash)))
    throw new Error(`${label}: the right password did not verify`)
}

async function measure(label, hash, memoryMiB) {
  await check(hash, label) // warm-up
  const times = []
  for (let i = 0; i < ROUNDS; i++) {
    const t = process.hrtime.bigint()
    await check(hash, label)
    times.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]

  // CONCURRENCY checks at once until SECONDS have passed (at least 2 rounds each).
  let done = 0
  const start = performance.now()
  const until = start + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let n = 0; n < 2 || performance.now() < until; n++) {
        await check(hash, label)
        done++
      }
    })
  )
  const perSecond = done / ((performance.now() - start) / 1000)
  console.log(
    `${label.padEnd(44)} ${median.toFixed(1).padStart(8)} ms ${times.at(-1).toFixed(1).padStart(8)} ms ${perSecond.toFixed(1).padStart(10)}/s ${String(memoryMiB).padStart(5)} MiB`
  )
  return { median, perSecond }
}

console.log(
  `one check of the right secret (${ROUNDS} one at a time, then ${CONCURRENCY} at once for ${SECONDS} s; ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE || 4}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`
)
console.log(
  `${"".padEnd(44)} ${"median".padStart(11)} ${"max".padStart(11)} ${`checks/s c=${CONCURRENCY}`.padStart(12)} ${"memory".padStart(9)}`
)
const { memoryCost, timeCost, parallelism } = secrets.ARGON2_PARAMS
const argon2 = await measure(
  `argon2id m=${memoryCost} KiB t=${timeCost} p=${parallelism} (new hashes)`,
  await secrets.hashSecret(SECRET),
  Math.round(memoryCost / 1024)
)
const { N, r, p } = secrets.SCRYPT_PARAMS
const scrypt = await measure(
  `scrypt N=2^${Math.log2(N)} r=${r} p=${p} (before argon2id)`,
  await secrets.hashSecretScrypt(SECRET, secrets.SCRYPT_PARAMS),
  (128 * N * r) / 2 ** 20
)
console.log(
  `per server process: argon2id ${argon2.perSecond.toFixed(1)} checks/s, scrypt ${scrypt.perSecond.toFixed(1)} checks/s (${(argon2.perSecond / scrypt.perSecond).toFixed(0)}×); one check ${argon2.median.toFixed(1)} ms against ${scrypt.median.toFixed(1)} ms`
)
