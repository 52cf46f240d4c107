// The ledger's PostgreSQL functions live one per file in src/modules/ledger/sql,
// installed by the migrations from copies frozen beside them (lib/sql-files.ts), and the
// plugin README lists which invariant each enforces: the three stay in step.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { pluginsDir } from "../lib/paths.mjs"

const ledger = path.join(pluginsDir, "ledger")
const sqlDir = path.join(ledger, "src", "modules", "ledger", "sql")

test("each ledger .sql file defines the function it is named after, is loaded and is in the README", () => {
  const files = fs.readdirSync(sqlDir).filter((f) => f.endsWith(".sql"))
  const loader = fs.readFileSync(
    path.join(ledger, "src", "modules", "ledger", "lib", "sql-files.ts"),
    "utf8"
  )
  const listed = [...loader.matchAll(/^\s*"(ledger_[a-z_]+)",$/gm)].map(
    ([, name]) => name
  )
  const readme = fs.readFileSync(path.join(ledger, "README.md"), "utf8")
  assert.ok(files.length > 0)
  assert.deepEqual([...listed].sort(), files.map((f) => f.slice(0, -4)).sort())
  for (const file of files) {
    const name = file.slice(0, -4)
    const text = fs.readFileSync(path.join(sqlDir, file), "utf8")
    assert.match(
      text,
      new RegExp(`^create or replace function ${name}\\(`, "m"),
      file
    )
    assert.ok(readme.includes(`| \`${name}\``), `${name} in the README table`)
  }
})

test("no migration after the one that loads the files defines a ledger function inline", () => {
  const dir = path.join(ledger, "src", "modules", "ledger", "migrations")
  const late = fs
    .readdirSync(dir)
    .filter(
      (f) => /^Migration\d+\.ts$/.test(f) && f > "Migration20261125200000.ts"
    )
    .filter((f) =>
      /create or replace function/i.test(
        fs.readFileSync(path.join(dir, f), "utf8")
      )
    )
  assert.deepEqual(late, [])
})

test("each function's file is the copy its latest migration froze, and every copy a migration loads exists", () => {
  const dir = path.join(ledger, "src", "modules", "ledger", "migrations")
  const frozen = path.join(dir, "sql")
  const latest = new Map()
  for (const migration of fs.readdirSync(frozen).sort())
    for (const file of fs.readdirSync(path.join(frozen, migration)))
      latest.set(file, path.join(frozen, migration, file))
  for (const file of fs.readdirSync(sqlDir).filter((f) => f.endsWith(".sql")))
    assert.equal(
      fs.readFileSync(path.join(sqlDir, file), "utf8"),
      fs.readFileSync(latest.get(file) ?? path.join(sqlDir, "-"), "utf8"),
      `${file} changed since its last migration: write a migration that freezes and loads it`
    )
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    const text = fs.readFileSync(path.join(dir, file), "utf8")
    const own = file.slice(0, -3)
    const names = [
      ...text.matchAll(/readFrozenSql\(\s*"([^"]+)",\s*(?:"([a-z_]+)"|name)/g),
    ]
    for (const [, migration, name] of names) {
      assert.equal(migration, own, `${file} loads another migration's copies`)
      const wanted = name
        ? [name]
        : [...text.matchAll(/^\s*"(ledger_[a-z_]+)",$/gm)].map(([, n]) => n)
      for (const n of wanted)
        assert.ok(
          fs.existsSync(path.join(frozen, own, `${n}.sql`)),
          `${file}: no frozen ${n}.sql`
        )
    }
  }
})
