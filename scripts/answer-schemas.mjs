// Writes each plugin's src/api/answers.schema.json: the JSON schemas of what its
// routes answer, from their TypeScript types (scripts/lib/answer-schemas.mjs).
// Run it after changing a route's answer type; scripts/checks/answer-schemas.test.mjs
// fails while a committed file is stale.
import fs from "node:fs"
import path from "node:path"
import { root } from "./lib/paths.mjs"
import {
  answerSchemas,
  schemaFileOf,
  schemaText,
} from "./lib/answer-schemas.mjs"

const started = Date.now()
for (const [plugin, answers] of Object.entries(answerSchemas())) {
  const file = schemaFileOf(plugin)
  const text = await schemaText(answers)
  const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null
  if (before !== text) fs.writeFileSync(file, text)
  console.log(
    `${path.relative(root, file)}: ${Object.keys(answers.routes).length} routes typed, ${answers.untyped.length} not yet${before === text ? "" : " (written)"}`
  )
}
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
