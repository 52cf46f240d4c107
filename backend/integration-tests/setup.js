const { randomBytes } = require("node:crypto")
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// Each test file's server gets Redis queues, cache and locks of its own: no other
// file, run or server on this machine takes its events or scheduled jobs.
process.env.REDIS_NAMESPACE = `test-${randomBytes(4).toString("hex")}`
// The server refuses to start without signing secrets: each test file gets fresh ones.
process.env.JWT_SECRET ||= randomBytes(32).toString("base64url")
process.env.COOKIE_SECRET ||= randomBytes(32).toString("base64url")
// No scheduled tick changes a test's data halfway: tests call the jobs themselves.
process.env.UUC_SCHEDULED_JOBS = "off"
