// The notifications plugin's public entry for tests: the email retry job.
export { retryEmailDeliveriesJob } from "./jobs/retry-email-deliveries"
