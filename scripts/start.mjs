// `npm start`: database, build, migrate, seed, then the Medusa server (API and admin)
// and the storefront, until Ctrl-C or SIGTERM stops them all.
import { buildAll } from "./lib/build.mjs"
import { medusaEnv, prepareDatabase, startServers } from "./lib/platform.mjs"
import { startPostgres } from "./lib/postgres.mjs"
import { stopChildren } from "./lib/run.mjs"
import { loadSecrets, secretsFile } from "./lib/secrets.mjs"

const apiPort = Number(process.env.PORT || 9000)
const storePort = Number(process.env.STOREFRONT_PORT || 8000)
const started = Date.now()
let db = null
let stopping = false

/**
 * The demo credentials: in plain text only when this start generated them (the first
 * start), afterwards only where they are kept. Those from the environment are never
 * printed.
 */
function credentials(secrets) {
  const shown = (key) =>
    secrets.generated.includes(key) ? secrets[key] : "(see below)"
  const kept = [
    "ADMIN_PASSWORD",
    "ADMIN_SECONDARY_PASSWORD",
    "ROOT_PASSWORD",
    "ROOT_SECONDARY_PASSWORD",
    "ROOT_SECURITY_ANSWER",
  ].some((key) => !secrets.generated.includes(key))
  return [
    `  Staff login     ${secrets.ADMIN_EMAIL} / ${shown("ADMIN_PASSWORD")} (secondary password ${shown("ADMIN_SECONDARY_PASSWORD")})`,
    `  Root member     ${secrets.ROOT_USERNAME} / ${shown("ROOT_PASSWORD")} (secondary password ${shown("ROOT_SECONDARY_PASSWORD")}, security answer ${shown("ROOT_SECURITY_ANSWER")})`,
    kept
      ? `  Credentials     the environment, or ${secretsFile} (generated ones are printed only at the first start)`
      : `  Credentials     printed this once; kept in ${secretsFile}`,
  ].join("\n")
}

/**
 * Which channels members get, said once at start: email through SMTP (its host,
 * never the URL's credentials) when SMTP_URL and MAIL_FROM are set, else in-app only.
 */
function emailLine() {
  const url = process.env.SMTP_URL
  const from = process.env.MAIL_FROM
  if (!url || !from)
    return "off: in-app notifications only (set SMTP_URL and MAIL_FROM to send email)"
  let host = "the SMTP server"
  try {
    const u = new URL(url)
    host = `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ""}`
  } catch {
    // medusa-config.ts names a URL it cannot use when it starts
  }
  return `on: in-app and email through ${host}, from ${from}`
}

async function shutdown(code) {
  if (stopping) return
  stopping = true
  console.log("\nStopping…")
  await stopChildren()
  await db?.stop()
  process.exit(code)
}
process.on("SIGINT", () => shutdown(0))
process.on("SIGTERM", () => shutdown(0))

try {
  const secrets = loadSecrets()
  db = await startPostgres()
  const env = medusaEnv({
    server: db.server,
    database: db.server.database,
    secrets,
    apiPort,
    storePort,
    redisUrl: process.env.REDIS_URL,
  })
  await buildAll()
  await prepareDatabase({
    server: db.server,
    database: db.server.database,
    env,
  })
  const { api, store } = await startServers({ env, apiPort, storePort })
  const host = process.env.PUBLIC_HOST || "localhost"
  console.log(`
Ready in ${((Date.now() - started) / 1000).toFixed(0)} s
  Storefront      http://${host}:${storePort}/home
  Admin dashboard http://${host}:${apiPort}/app
  API health      http://${host}:${apiPort}/health
${credentials(secrets)}
  Referral link   http://${host}:${storePort}/register?sponsor=${secrets.ROOT_USERNAME}
  Database        ${db.server.embedded ? "embedded PostgreSQL (.data/pg)" : "DATABASE_URL"}
  Redis           ${process.env.REDIS_URL ? process.env.REDIS_URL : "not set (in-memory modules)"}
  Email           ${emailLine()}
Press Ctrl-C to stop.`)
  const first = await Promise.race([api.exited, store.exited])
  console.error(
    `A server exited (${first.signal || first.code}); stopping the rest.`
  )
  await shutdown(1)
} catch (e) {
  console.error(e instanceof Error ? e.message : e)
  await shutdown(1)
}
