// A scheduled job's entry, shared by every plugin's jobs/ folder.
const fs = require("fs")

/**
 * Wraps a job as the default export Medusa registers. No tick runs under
 * `UUC_SCHEDULED_JOBS=off` (the HTTP tests call the jobs themselves, so no tick at a
 * minute's turn changes a test's data halfway). With `UUC_JOB_TRACE` naming a file,
 * each tick first appends "<job> <worker mode> <pid>" to it: the chaos run reads it
 * to show that in the production topology only the worker process runs jobs.
 */
function scheduledJob(name, job) {
  return async (container) => {
    if (process.env.UUC_SCHEDULED_JOBS === "off") return
    const trace = process.env.UUC_JOB_TRACE
    if (trace)
      fs.appendFileSync(
        trace,
        `${name} ${process.env.MEDUSA_WORKER_MODE || "shared"} ${process.pid}\n`
      )
    await job(container)
  }
}

module.exports = { scheduledJob }
