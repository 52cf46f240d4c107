import type { ILockingModule, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { scheduledJob } from "@uuc/http/jobs"
import { retryDeliveries } from "../lib/email"

/**
 * Sends the email deliveries that are due: failed ones past their backoff, and
 * any a crash left pending or half-sent. One run at a time across processes.
 */
export async function retryEmailDeliveriesJob(container: MedusaContainer) {
  const logger = container.resolve("logger")
  const locking = container.resolve<ILockingModule>(Modules.LOCKING)
  try {
    const { tried, sent } = await locking.execute(
      "notifications-email-retry",
      () => retryDeliveries(container),
      { timeout: 1 }
    )
    if (tried) logger.info(`notifications: ${sent} of ${tried} due emails sent`)
  } catch (e) {
    logger.warn(`notifications: email retry skipped: ${String(e)}`)
  }
}

export const config = {
  name: "notifications-retry-email-deliveries",
  schedule: "* * * * *",
}

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, retryEmailDeliveriesJob)
