import type { MedusaContainer } from "@medusajs/framework/types"

type Job = (container: MedusaContainer) => Promise<void>
/** A job as Medusa's default export: off under UUC_SCHEDULED_JOBS=off, traced to UUC_JOB_TRACE. */
export declare function scheduledJob(name: string, job: Job): Job
