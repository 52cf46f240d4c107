// The running platform: database, migrations, seed, the Medusa server and the
// storefront server. Shared by `npm start` and the browser tests of `npm test`.
import path from "node:path"
import pg from "pg"
import { ensureDatabase, urlFor } from "./postgres.mjs"
import { backendDir, root, storefrontDir } from "./paths.mjs"
import { run, serve, waitForUrl } from "./run.mjs"

/** The environment every Medusa command of this platform runs with. */
export function medusaEnv({
  server,
  database,
  secrets,
  apiPort,
  storePort,
  redisUrl,
}) {
  const storeOrigins = [
    `http://localhost:${storePort}`,
    `http://127.0.0.1:${storePort}`,
  ]
  const adminOrigins = [
    `http://localhost:${apiPort}`,
    `http://127.0.0.1:${apiPort}`,
  ]
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || "production",
    DATABASE_URL: urlFor(server, database),
    PORT: String(apiPort),
    // The address browsers reach the API on: uploaded files' links name it, and the
    // storefront's Content-Security-Policy allows exactly this origin.
    PUBLIC_BACKEND_URL:
      process.env.PUBLIC_BACKEND_URL || `http://127.0.0.1:${apiPort}`,
    JWT_SECRET: secrets.JWT_SECRET,
    COOKIE_SECRET: secrets.COOKIE_SECRET,
    MFA_ENCRYPTION_KEY: secrets.MFA_ENCRYPTION_KEY,
    ADMIN_EMAIL: secrets.ADMIN_EMAIL,
    ADMIN_PASSWORD: secrets.ADMIN_PASSWORD,
    ADMIN_SECONDARY_PASSWORD: secrets.ADMIN_SECONDARY_PASSWORD,
    ROOT_USERNAME: secrets.ROOT_USERNAME,
    ROOT_PASSWORD: secrets.ROOT_PASSWORD,
    ROOT_SECONDARY_PASSWORD: secrets.ROOT_SECONDARY_PASSWORD,
    ROOT_SECURITY_ANSWER: secrets.ROOT_SECURITY_ANSWER,
    // Plain HTTP unless the public address says TLS: a secure cookie would never be
    // set over HTTP (COOKIE_SECURE overrides).
    COOKIE_SECURE:
      process.env.COOKIE_SECURE ||
      (process.env.PUBLIC_BACKEND_URL?.startsWith("https:") ? "true" : "false"),
    // Where "log in as member" sends staff.
    STOREFRONT_URL:
      process.env.STOREFRONT_URL ||
      process.env.PUBLIC_STOREFRONT_URL ||
      `http://127.0.0.1:${storePort}`,
    STORE_CORS: process.env.STORE_CORS || storeOrigins.join(","),
    ADMIN_CORS: process.env.ADMIN_CORS || adminOrigins.join(","),
    AUTH_CORS:
      process.env.AUTH_CORS || [...storeOrigins, ...adminOrigins].join(","),
    MEDUSA_DISABLE_TELEMETRY: "true",
    // Request lines ("http" level) would drown the start-up output.
    LOG_LEVEL: process.env.LOG_LEVEL || "info",
  }
  if (redisUrl) env.REDIS_URL = redisUrl
  else delete env.REDIS_URL
  return env
}

/** Creates the database if needed, applies migrations and seeds the demo data. */
export async function prepareDatabase({
  server,
  database,
  env,
  log = console.log,
}) {
  await ensureDatabase(server, database)
  let t = Date.now()
  // a link a newer version no longer defines is dropped without a question
  // (stdin is not a terminal here): the shop's order link table of older versions
  await run("npx", ["medusa", "db:migrate", "--execute-all-links"], {
    cwd: backendDir,
    env,
    quiet: true,
  })
  log(
    `✓ database ${database} migrated in ${((Date.now() - t) / 1000).toFixed(1)} s`
  )
  t = Date.now()
  await run("npx", ["medusa", "exec", "./src/scripts/seed.ts"], {
    cwd: backendDir,
    env,
    quiet: true,
  })
  log(`✓ demo data seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`)
}

/**
 * The browser tests' plan: version 1 with instant settlement (and the explicit
 * setting that allows it), as the HTTP specs' (backend/integration-tests/helpers/
 * test-plan.ts): most browser tests spend bonuses right after they are paid, which
 * the default plan holds until the card's refund window closes (rules.md §4).
 */
export async function installInstantSettlement(env) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  try {
    const settlement = { delay_hours: 0, before_refund_window: true }
    const { plan } = await import("@uuc/data")
    const document = {
      ...plan,
      settlement: { ...plan.settlement, ...settlement },
    }
    await client.query(
      `insert into plan_version (id, version, document, created_by)
       values ('planv_test_instant_settlement', 1, $1::jsonb, null)
       on conflict do nothing`,
      [JSON.stringify(document)]
    )
    await client.query(
      `update plan_version
          set document = jsonb_set(document, '{settlement}',
                                   (document -> 'settlement') || $1::jsonb)
        where version = 1`,
      [JSON.stringify(settlement)]
    )
  } finally {
    await client.end()
  }
}

/**
 * A second Medusa server process on the same database (server mode: no jobs), so
 * that browser tests can race requests across processes as production would.
 */
export async function startSecondApi({ env, apiPort, host = "127.0.0.1" }) {
  const api = serve("medusa-2", "npx", ["medusa", "start"], {
    cwd: path.join(backendDir, ".medusa", "server"),
    env: {
      ...env,
      PORT: String(apiPort),
      HOST: host,
      MEDUSA_WORKER_MODE: "server",
    },
  })
  await waitForUrl(`http://127.0.0.1:${apiPort}/health`, { exited: api.exited })
  return api
}

/** The storefront's publishable API key (created by the migrations, linked by the seed). */
export async function publishableKey(env) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select token from api_key where type = 'publishable' and revoked_at is null
         and deleted_at is null order by created_at limit 1`
    )
    return rows[0]?.token
  } finally {
    await client.end()
  }
}

/** Starts the built Medusa server and the built storefront; resolves when both answer. */
export async function startServers({
  env,
  apiPort,
  storePort,
  host = "0.0.0.0",
}) {
  const api = serve("medusa", "npx", ["medusa", "start"], {
    cwd: path.join(backendDir, ".medusa", "server"),
    env: { ...env, HOST: host },
  })
  const key = await publishableKey(env)
  const store = serve(
    "storefront",
    process.execPath,
    [path.join(storefrontDir, "server.mjs")],
    {
      cwd: root,
      env: {
        ...process.env,
        STOREFRONT_PORT: String(storePort),
        HOST: host,
        BACKEND_URL:
          process.env.PUBLIC_BACKEND_URL || `http://127.0.0.1:${apiPort}`,
        PUBLISHABLE_KEY: key,
      },
    }
  )
  await waitForUrl(`http://127.0.0.1:${apiPort}/health`, { exited: api.exited })
  await waitForUrl(`http://127.0.0.1:${storePort}/home`, {
    exited: store.exited,
  })
  return { api, store, publishableKey: key }
}
