import { randomBytes } from "crypto"
import { medusaIntegrationTestRunner as medusaRunner } from "@medusajs/test-utils"
import { connect, snapshotRowsNotFiles } from "./db-snapshot"
import { installInstantSettlement } from "./test-plan"

export type RunnerOptions = Parameters<typeof medusaRunner>[0] & {
  /**
   * true: the spec runs on the default plan (bonuses pending settlement until the
   * refund window closes); otherwise on instant settlement (test-plan.ts).
   */
  defaultPlan?: boolean
}

/** The spec's suite, after the test plan (unless it asks for the default plan). */
export function withTestPlan({
  defaultPlan,
  ...options
}: RunnerOptions): RunnerOptions {
  return {
    ...options,
    testSuite: (suite) => {
      // before the spec's own set-up (registered first) and the runner's snapshot
      if (!defaultPlan)
        beforeAll(() => installInstantSettlement(suite.getContainer()))
      options.testSuite(suite)
    },
  }
}

/** Set while a group (group.ts) loads its spec files: their runners are collected. */
let collector: ((options: RunnerOptions) => void) | null = null

/**
 * Loads a spec file and answers the options it gave the runner (null when it uses
 * none), without booting: the group boots once for several files.
 */
export function loadWithoutBoot(file: string): RunnerOptions | null {
  let found: RunnerOptions | null = null
  collector = (options) => (found = options)
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(file)
  } finally {
    collector = null
  }
  return found
}

/**
 * Medusa's test runner, on a copy of an already migrated database when the test
 * command names one (`UUC_TEST_DB_TEMPLATE`, made once per HTTP phase by
 * `medusa db:migrate`): each spec's own database starts as that copy, and the
 * runner's pass over every module's migrations is left out (it would find none to
 * run, after 7-12 s of loading each module's migrator; its link sync still runs).
 * Without it (a spec run on its own) the runner migrates a fresh database as
 * before. The per-test snapshot and restore keep rows, not files (db-snapshot.ts).
 * Everything else — the boot, when it snapshots and restores, the specs — is Medusa's.
 */
export function medusaIntegrationTestRunner(given: RunnerOptions) {
  if (collector) return collector(given)
  applyEnvBeforeConfig(given.env)
  const options = withTestPlan(given)
  snapshotRowsNotFiles()
  const template = process.env.UUC_TEST_DB_TEMPLATE
  if (!template) return medusaRunner(options)
  skipModuleMigrations()
  const dbName = `uuc-http-${randomBytes(6).toString("hex")}`
  return medusaRunner({
    ...options,
    dbName,
    hooks: {
      ...options.hooks,
      // runs before the runner creates the database (it keeps an existing one)
      beforeServerStart: async (container) => {
        await copyDatabase(template, dbName)
        await options.hooks?.beforeServerStart?.(container)
      },
    },
  })
}

/**
 * The runner calls its helpers through their module's exports: this file's
 * copy is migrated, so the pass becomes a no-op. Test harness only (the server
 * under test and its database are Medusa's own).
 */
function skipModuleMigrations() {
  // the runner's own instance of the module (this file's registry)
  const useDb = jest.requireActual<{
    migrateDatabase: (appLoader: unknown) => Promise<void>
  }>("@medusajs/test-utils/dist/medusa-test-runner-utils/use-db")
  useDb.migrateDatabase = async () => {}
}

/** CREATE DATABASE … TEMPLATE, through the maintenance database as the runner does. */
async function copyDatabase(template: string, name: string) {
  const client = await connect("postgres")
  try {
    // Two spec files copying at once: PostgreSQL refuses a copy while another
    // session uses the template (55006), so that one tries again shortly.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(
          `CREATE DATABASE "${name}" WITH TEMPLATE "${template.replace(/"/g, '""')}"`
        )
        return
      } catch (e) {
        if ((e as { code?: string }).code !== "55006" || attempt >= 20) throw e
        await new Promise((r) => setTimeout(r, 100 * attempt))
      }
    }
  } finally {
    await client.end()
  }
}

/**
 * The spec's `env` in process.env from now until its file ends: Medusa's runner
 * loads medusa-config.ts before it applies `env`, so a setting the config reads
 * when it loads (SMTP_URL and MAIL_FROM register the email provider) would
 * otherwise never reach it.
 */
function applyEnvBeforeConfig(env: Record<string, unknown> | undefined) {
  if (!env || !Object.keys(env).length) return
  const before = Object.fromEntries(
    Object.keys(env).map((k) => [k, process.env[k]])
  )
  for (const [k, v] of Object.entries(env)) process.env[k] = String(v)
  afterAll(() => {
    for (const [k, v] of Object.entries(before))
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
  })
}
