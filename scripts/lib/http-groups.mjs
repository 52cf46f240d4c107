// npm test's HTTP spec files in groups.
import fs from "node:fs"
import path from "node:path"
import { backendDir } from "./paths.mjs"

/** The options a spec file gives Medusa's runner (`env`, `hooks`), as written, or undefined. */
export const runnerOptionsOf = (file) =>
  fs
    .readFileSync(path.join(backendDir, file), "utf8")
    .match(/medusaIntegrationTestRunner\(\{\s*((?:env|hooks)\s*:[^\n]*)/)?.[1]
    ?.replace(/\s+/g, " ")

/**
 * The HTTP spec files in groups, each group one Jest process and one boot of the
 * server (backend/integration-tests/helpers/group.ts): a boot is most of a light
 * spec's time. Files that give the runner options (`env`, `hooks`) group with those
 * that give the same ones; the others are dealt largest first to the group with
 * the fewest bytes so far, about `perGroup` files a group; the heaviest groups
 * come first so that none starts last alone.
 */
export function httpGroups(specs, perGroup) {
  const byOptions = new Map()
  const plain = []
  for (const f of specs) {
    const options = runnerOptionsOf(f)
    if (options) byOptions.set(options, [...(byOptions.get(options) ?? []), f])
    else plain.push(f)
  }
  const size = (f) => fs.statSync(path.join(backendDir, f)).size
  const groups = Array.from(
    { length: Math.max(1, Math.ceil(plain.length / perGroup)) },
    () => ({ files: [], bytes: 0 })
  )
  for (const f of plain.sort((a, b) => size(b) - size(a))) {
    const lightest = groups.reduce((a, b) => (b.bytes < a.bytes ? b : a))
    lightest.files.push(f)
    lightest.bytes += size(f)
  }
  for (const files of byOptions.values())
    groups.push({ files, bytes: files.reduce((n, f) => n + size(f), 0) })
  return groups
    .filter((g) => g.files.length)
    .sort((a, b) => b.bytes - a.bytes)
    .map((g) => g.files)
}
