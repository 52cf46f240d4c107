import fs from "fs"
import path from "path"
import { asValue, type Resolver } from "@medusajs/framework/awilix"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  loadWithoutBoot,
  medusaIntegrationTestRunner,
  withTestPlan,
  type RunnerOptions,
} from "./runner"
import { nextSpecFile } from "./suite"

// Several spec files under one boot of the server (npm test's HTTP phase):
// a boot is most of a light spec's time. Each file keeps its tests, titles and
// assertions, and starts from what it would have had alone:
// - the database as it was just after the boot (a snapshot restored before the
//   file's set-up), then the file's own snapshot after its set-up, restored before
//   each of its tests as the runner does;
// - the container's registrations, process.env and Jest's spies as they were
//   before the file (a spec may register a stand-in module or set a variable);
// - files that give the runner different `env` (or hooks) are refused together
//   (scripts/lib/http-groups.mjs keeps them apart).

type Loaded = {
  file: string
  options: RunnerOptions
  /** what the file's top-level code set in process.env (undefined: deleted) */
  envSet: Record<string, string | undefined>
}
type Registrations = Record<string, Resolver<unknown>>

const AFTER_BOOT = "uuc-after-boot"

/** Runs the spec files (paths from the backend's root) under one boot of the server. */
export function runTogether(files: string[], backendDir: string) {
  const loaded: Loaded[] = []
  for (const file of files) {
    const env = { ...process.env }
    const options = loadWithoutBoot(path.join(backendDir, file))
    // a file's top-level `process.env.X = …` holds while its own tests run (a file
    // without Medusa's runner, such as startup-refusals, registers its tests here
    // and sets its variables in its own hooks)
    const envSet = changes(env, process.env)
    putBack(env)
    if (options) loaded.push({ file, options, envSet })
  }
  // the longest any of them asked for: jest.setTimeout is one value per file
  jest.setTimeout(300 * 1000)
  // A second boot in one Jest process finds Medusa's first one's connections and
  // configuration: npm test groups files that give the runner options apart.
  const kinds = new Set(
    loaded.map(({ file, options }) =>
      options.hooks
        ? file
        : JSON.stringify(Object.entries(options.env ?? {}).sort())
    )
  )
  if (kinds.size > 1)
    throw new Error(
      `these spec files give the runner different options (env, hooks): ${files.join(", ")}`
    )
  if (loaded.length) oneBoot(loaded)
}

function oneBoot(specs: Loaded[]) {
  const { env, hooks } = specs[0].options
  medusaIntegrationTestRunner({
    env,
    hooks,
    // each file installs its own plan (or not) after the restore below
    defaultPlan: true,
    testSuite: (suite) => {
      let registrations: Registrations = {}
      beforeAll(async () => {
        await suite.dbUtils.snapshot({ templateName: AFTER_BOOT })
        registrations = { ...suite.getContainer().registrations }
      })
      for (const { file, options, envSet } of specs) {
        describe(file, () => {
          let env: NodeJS.ProcessEnv = {}
          let started = 0
          beforeAll(async () => {
            started = Date.now()
            env = { ...process.env }
            putBack({ ...env, ...envSet })
            nextSpecFile()
            await suite.dbUtils.restore({ templateName: AFTER_BOOT })
          })
          withTestPlan(options).testSuite(suite)
          // after the file's own set-up: its tests start from here
          beforeAll(() => suite.dbUtils.snapshot())
          afterAll(() => {
            jest.restoreAllMocks()
            putBack(env)
            reRegister(suite.getContainer(), registrations)
            record(file, (Date.now() - started) / 1000)
          })
        })
      }
    },
  })
}

/** What differs in `after` from `before`: new values, and undefined for what went. */
function changes(before: NodeJS.ProcessEnv, after: NodeJS.ProcessEnv) {
  const set: Record<string, string | undefined> = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (before[key] !== after[key]) set[key] = after[key]
  return set
}

/** process.env as `env` says (a key undefined or missing there is removed). */
function putBack(env: NodeJS.ProcessEnv) {
  for (const key of Object.keys(process.env))
    if (env[key] === undefined) delete process.env[key]
  for (const [key, value] of Object.entries(env))
    if (value !== undefined) process.env[key] = value
}

/** The container's registrations as they were: what a spec replaced or added goes. */
function reRegister(container: MedusaContainer | null, before: Registrations) {
  if (!container) return // the boot failed: nothing was registered
  const now = container.registrations
  for (const key of Object.keys(now))
    if (now[key] !== before[key])
      container.register(key, before[key] ?? asValue(undefined))
}

/** Each file's seconds (set-up and tests), for npm test's slowest-specs table. */
function record(file: string, seconds: number) {
  const out = process.env.UUC_HTTP_TIMES
  if (out) fs.appendFileSync(out, `${JSON.stringify({ file, seconds })}\n`)
}
