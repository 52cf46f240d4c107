// Workflow and step ids are kebab-case and unique across every plugin: Medusa keeps
// them in one registry per process, where a second definition of an id replaces
// or clashes with the first (a step sharing its workflow's id included). An id
// built by a helper (`ledgerStep("transferUuc")`, `staffReviewWorkflow(name, …)`)
// is read from the helper's call sites.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { root } from "../lib/paths.mjs"

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const CALL = /\b(createStep|createWorkflow)\s*(?:<[^()]*?>)?\s*\(\s*/g
const HELPER = /\bfunction\s+(\w+)\s*(?:<[^()]*?>)?\s*\(\s*(\w+)/g

/** The end of the template literal opening at `i` (nested ones included). */
function templateEnd(src, i) {
  for (let j = i + 1; j < src.length; j++) {
    if (src[j] === "\\") j++
    else if (src[j] === "`") return j + 1
    else if (src[j] === "$" && src[j + 1] === "{") {
      let depth = 1
      for (j += 2; depth; j++) {
        if (src[j] === "`") j = templateEnd(src, j) - 1
        else if (src[j] === "{") depth++
        else if (src[j] === "}") depth--
      }
      j--
    }
  }
  return src.length
}

/** The first argument at `i`: a literal's value, or the source of anything else. */
function firstArg(src, i) {
  const q = src[i]
  if (q === '"' || q === "'")
    return { literal: src.slice(i + 1, src.indexOf(q, i + 1)) }
  if (q === "`") {
    const text = src.slice(i, templateEnd(src, i))
    return text.includes("${")
      ? { source: text }
      : { literal: text.slice(1, -1) }
  }
  return { source: /^[\w$.]+/.exec(src.slice(i))?.[0] ?? src.slice(i, i + 20) }
}

/** The id a helper builds from `value`, its first parameter `param`. */
function built(source, param, value) {
  if (source === param) return value
  if (source.startsWith("`"))
    return new Function(param, `return ${source}`)(value)
  return null
}

/**
 * Every workflow and step id the sources define, as `{ id, kind, where }`; an id
 * that can't be read is reported in `unread`.
 */
export function definedIds(files, read) {
  const ids = []
  const unread = []
  const sources = new Map(files.map((f) => [f, read(f)]))
  for (const [file, src] of sources) {
    for (const m of src.matchAll(CALL)) {
      const line = src.slice(src.lastIndexOf("\n", m.index) + 1, m.index)
      if (/^\s*(\*|\/\/)|\/\//.test(line)) continue
      const kind = m[1] === "createStep" ? "step" : "workflow"
      const where = `${file}:${src.slice(0, m.index).split("\n").length}`
      const start = m.index + m[0].length
      // past comments before the argument
      const arg = firstArg(
        src,
        start +
          /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*/.exec(
            src.slice(start)
          )[0].length
      )
      if ("literal" in arg) {
        ids.push({ id: arg.literal, kind, where })
        continue
      }
      // built by a helper: the function around it, called with a literal
      const helper = [...src.slice(0, m.index).matchAll(HELPER)].at(-1)
      const values = helper
        ? [...sources].flatMap(([f, s]) =>
            [
              ...s.matchAll(
                new RegExp(`\\b${helper[1]}\\s*\\(\\s*(["'])([^"']*)\\1`, "g")
              ),
            ].map((c) => ({ value: c[2], f, index: c.index, s }))
          )
        : []
      const found = values.map(({ value, f, index, s }) => ({
        id: built(arg.source, helper[2], value),
        kind,
        where: `${f}:${s.slice(0, index).split("\n").length}`,
      }))
      if (!found.length || found.some((x) => x.id === null))
        unread.push(`${where}: ${arg.source}`)
      else ids.push(...found)
    }
  }
  return { ids, unread }
}

/** What is wrong with the ids: not kebab-case, or defined twice. */
export function idProblems(ids) {
  const problems = []
  const seen = new Map()
  for (const { id, kind, where } of ids) {
    if (!KEBAB.test(id))
      problems.push(`${kind} id "${id}" is not kebab-case (${where})`)
    const first = seen.get(id)
    if (first)
      problems.push(
        `${kind} id "${id}" (${where}) is also ${first.kind} ${first.where}`
      )
    else seen.set(id, { kind, where })
  }
  return problems
}

test("the rule: kebab-case ids, each defined once, a helper's read at its call sites", () => {
  const sources = {
    "plugins/a/src/w.ts": `
      // createStep("commented-out") is not a definition
      export const s = createStep("a-step", async () => {})
      export const w = createWorkflow("a-step", () => {})
      export const x = createStep<In, Out>(
        // a comment first
        "aCamelStep",
        async () => {}
      )
      function opStep<K extends Op>(op: K) {
        return createStep(\`a-\${op.replace(/[A-Z]/g, (c) => \`-\${c.toLowerCase()}\`)}\`, f)
      }
      export const y = opStep("doThat")
      export const z = opStep("do-that")
      function named(name: string) {
        return createWorkflow(name, () => {})
      }
      export const n = named("a-named")
      export const u = createWorkflow(someId, () => {})`,
  }
  const { ids, unread } = definedIds(Object.keys(sources), (f) => sources[f])
  assert.deepEqual(
    ids.map((i) => i.id),
    ["a-step", "a-step", "aCamelStep", "a-do-that", "a-do-that", "a-named"]
  )
  assert.deepEqual(unread, ["plugins/a/src/w.ts:19: someId"])
  assert.deepEqual(idProblems(ids), [
    'workflow id "a-step" (plugins/a/src/w.ts:4) is also step plugins/a/src/w.ts:3',
    'step id "aCamelStep" is not kebab-case (plugins/a/src/w.ts:5)',
    'step id "a-do-that" (plugins/a/src/w.ts:14) is also step plugins/a/src/w.ts:13',
  ])
})

test("every workflow and step id is kebab-case and unique", () => {
  const files = execFileSync(
    "git",
    ["ls-files", "plugins", "backend", "packages"],
    { cwd: root, encoding: "utf8" }
  )
    .split("\n")
    .filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))
    .filter((f) => fs.existsSync(path.join(root, f)))
  const { ids, unread } = definedIds(files, (f) =>
    fs.readFileSync(path.join(root, f), "utf8")
  )
  assert.deepEqual(unread, [], "ids the check cannot read: use a literal")
  assert.ok(ids.length > 0)
  assert.deepEqual(idProblems(ids), [])
})
