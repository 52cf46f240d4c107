import type { MedusaContainer } from "@medusajs/framework/types"

type Job = (container: MedusaContainer) => Promise<void>

/** Whether scheduled ticks run: `UUC_SCHEDULED_JOBS=off` stops them. */
const ticksOn = () => process.env.UUC_SCHEDULED_JOBS !== "off"

/**
 * A job's scheduled entry (the default export Medusa registers). The HTTP tests
 * turn ticks off and call the named job themselves, so that no tick at a
 * minute's turn changes the data of a test halfway through.
 */
export const scheduled =
  (job: Job): Job =>
  async (container) => {
    if (ticksOn()) await job(container)
  }
