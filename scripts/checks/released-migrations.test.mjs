// A released migration's text never changes (scripts/lib/released-migrations.mjs
// says why), and every migration is listed in the manifest.
import assert from "node:assert/strict"
import { test } from "node:test"
import {
  compare,
  hashFile,
  migrationFiles,
  readManifest,
} from "../lib/released-migrations.mjs"

test("the rule: a changed, missing or unlisted migration is found", () => {
  const sums = { "a.ts": "1", "b.ts": "2", "c.sql": "3" }
  assert.deepEqual(
    compare(["a.ts", "c.sql", "d.ts"], sums, (f) =>
      f === "c.sql" ? "9" : sums[f]
    ),
    { changed: ["c.sql"], missing: ["b.ts"], unlisted: ["d.ts"] }
  )
})

test("every migration is released as listed, none changed since", () => {
  const files = migrationFiles()
  assert.ok(files.length > 50, "found the migrations")
  const { changed, missing, unlisted } = compare(
    files,
    readManifest(),
    hashFile
  )
  assert.deepEqual(
    changed,
    [],
    "released migrations changed: restore them and write a new migration instead"
  )
  assert.deepEqual(missing, [], "released migrations were deleted")
  assert.deepEqual(
    unlisted,
    [],
    "new migrations: run `npm run migrations:release` and commit the manifest"
  )
})
