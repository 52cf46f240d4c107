import {
  ContainerRegistrationKeys,
  createPgConnection,
  isSharedConnectionSymbol,
  Modules,
} from "@medusajs/framework/utils"
import { MedusaApp, MedusaAppMigrateUp } from "@medusajs/framework/modules-sdk"
import path from "path"
import { Client } from "pg"
import { NETWORK_MODULE } from "../src/modules/network"
import type NetworkModuleService from "../src/modules/network/service"

/** The bench works in a schema of its own, so it never touches real tables. */
export const SCHEMA = "network_bench"
const SEARCH_PATH = `-c search_path=${SCHEMA}`

/**
 * The URL with the bench schema as every connection's search path: the module's
 * migration and queries name tables unqualified, as they do in the app.
 */
function inBenchSchema(url: string) {
  const u = new URL(url)
  u.searchParams.set("options", SEARCH_PATH)
  return u.toString()
}

/**
 * DATABASE_URL when set; else the database `uuc_bench` on DB_HOST (default
 * localhost:5432, user postgres), created when missing.
 */
export async function benchDatabaseUrl() {
  if (process.env.DATABASE_URL) return inBenchSchema(process.env.DATABASE_URL)
  const user = encodeURIComponent(process.env.DB_USERNAME || "postgres")
  const password = process.env.DB_PASSWORD
    ? `:${encodeURIComponent(process.env.DB_PASSWORD)}`
    : ""
  const server = `postgres://${user}${password}@${process.env.DB_HOST || "localhost"}:${process.env.DB_PORT || 5432}`
  const admin = new Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  const { rows } = await admin.query(
    "select 1 from pg_database where datname = 'uuc_bench'"
  )
  if (!rows.length) await admin.query("create database uuc_bench")
  await admin.end()
  return inBenchSchema(`${server}/uuc_bench`)
}

/** A plain client on the bench schema, for the bulk load. */
export async function benchClient(clientUrl: string) {
  const client = new Client({ connectionString: clientUrl })
  await client.connect()
  await client.query(`drop schema if exists ${SCHEMA} cascade`)
  await client.query(`create schema ${SCHEMA}`)
  return client
}

/**
 * The network module as the server loads it (its migrations applied), on a pool of
 * its own: the bench times the service itself, without HTTP.
 */
export async function startNetworkModule(clientUrl: string) {
  const connection = createPgConnection({ clientUrl, schema: SCHEMA })
  const options = {
    sharedResourcesConfig: { database: { clientUrl, schema: SCHEMA } },
    modulesConfig: {
      [NETWORK_MODULE]: {
        resolve: path.join(__dirname, "../src/modules/network"),
        options: {
          database: {
            clientUrl,
            schema: SCHEMA,
            // the migrator's own connection ignores the URL's options
            driverOptions: { connection: { options: SEARCH_PATH } },
          },
          [isSharedConnectionSymbol]: true,
        },
      },
    },
    injectedDependencies: {
      [ContainerRegistrationKeys.PG_CONNECTION]: connection,
      [ContainerRegistrationKeys.LOGGER]: console,
      [Modules.EVENT_BUS]: { emit: async () => undefined },
    },
  }
  await MedusaAppMigrateUp(options)
  const app = await MedusaApp(options)
  return {
    network: app.modules[NETWORK_MODULE] as unknown as NetworkModuleService,
    close: async () => {
      await app.onApplicationShutdown()
      await connection.destroy()
    },
  }
}
