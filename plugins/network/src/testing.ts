// Public entry for other plugins' tests: `@uuc/network/testing`.
import fs from "fs"
import path from "path"

type RunSql = (sql: string) => Promise<unknown>
type MigrationClass = new (...args: never[]) => {
  up(): Promise<void>
  getQueries(): unknown[]
}

/**
 * The network's schema in another module's test database, from this module's own
 * migrations (tables, functions and the `network_member_levels` view), so that tests
 * of its readers never re-create the network's tables by hand. Safe to run again.
 */
export async function migrateNetworkSchema(run: RunSql) {
  const dir = path.join(__dirname, "modules", "network", "migrations")
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^Migration\d+\.[jt]s$/.test(f))
    .sort()
  for (const file of files) {
    const exported = (await import(path.join(dir, file))) as Record<
      string,
      MigrationClass
    >
    const migration = new exported[file.replace(/\.[jt]s$/, "")]()
    await migration.up()
    for (const sql of migration.getQueries()) await run(String(sql))
  }
}
