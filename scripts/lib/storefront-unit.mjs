// The storefront's unit tests (Vitest) beside the plugin builds. CI once failed this
// phase with nothing but its exit code left in the log's tail (stop 36: the same
// suite passed here beside the builds and with three cores' worth of extra load), so
// the run keeps a JSON report: the summary names what failed, and a file that fails
// is run once more on its own. One that passes then is reported as flaky, by name, in
// the summary; one that fails twice fails the phase.
import fs from "node:fs"
import path from "node:path"
import { dataDir, storefrontDir } from "./paths.mjs"
import { run } from "./run.mjs"

const reportFile = path.join(dataDir, "vitest-report.json")

function vitest(files) {
  return run(
    "npx",
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
      ...files,
    ],
    { cwd: storefrontDir }
  ).then(
    () => ({ ok: true }),
    (error) => ({ ok: false, error })
  )
}

/** The failed tests of the last run, as "file › test: first line of the message". */
function failures() {
  let report
  try {
    report = JSON.parse(fs.readFileSync(reportFile, "utf8"))
  } catch {
    return { files: [], lines: [] }
  }
  const files = []
  const lines = []
  for (const file of report.testResults ?? []) {
    const name = path.relative(storefrontDir, file.name)
    const failed = (file.assertionResults ?? []).filter(
      (a) => a.status === "failed"
    )
    if (file.status === "failed" || failed.length) files.push(name)
    for (const a of failed)
      lines.push(
        `${name} › ${a.fullName}: ${String(a.failureMessages?.[0] ?? "").split("\n")[0]}`
      )
    if (file.status === "failed" && !failed.length)
      lines.push(`${name}: ${String(file.message ?? "").split("\n")[0]}`)
  }
  return { files, lines }
}

/**
 * Runs the suite; answers the notes for the summary. Throws when a failure stays
 * on the rerun (of the failed files, or of the whole suite when the run failed
 * outside its tests).
 */
export async function storefrontUnitTests() {
  fs.mkdirSync(dataDir, { recursive: true })
  fs.rmSync(reportFile, { force: true })
  const first = await vitest([])
  if (first.ok) return []
  const { files, lines } = failures()
  if (!files.length) {
    // an error outside the tests (a worker lost, an RPC timeout): the whole run
    // once more
    console.log("\nthe run failed outside its tests: once more, whole")
    const again = await vitest([])
    if (!again.ok)
      throw new Error(
        `${again.error.message}, twice: ${failures().lines.join("; ") || "no failed test in the report (see Vitest's errors above)"}`
      )
    return [
      "flaky: the first run failed outside its tests (Vitest's errors above); the second passed",
    ]
  }
  console.log(`\nrunning the failed files once more: ${files.join(", ")}`)
  const second = await vitest(files.map((f) => path.join(storefrontDir, f)))
  if (!second.ok) {
    const again = failures().lines
    throw new Error(`failed twice:\n    ${again.join("\n    ")}`)
  }
  return lines.map((l) => `flaky (failed once, passed on its rerun): ${l}`)
}
