import { loadEnv, defineConfig, Modules } from "@medusajs/framework/utils"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const redisUrl = process.env.REDIS_URL
const storeCors =
  process.env.STORE_CORS ||
  "http://localhost:8000,http://127.0.0.1:8000,http://localhost:5173"
const adminCors =
  process.env.ADMIN_CORS ||
  "http://localhost:9000,http://127.0.0.1:9000,http://localhost:5173"

// REDIS_NAMESPACE keeps platforms that share one Redis apart (each HTTP test file
// takes its own): queues, cache keys and locks. Otherwise one platform's worker
// takes another's events and scheduled jobs, and runs them on its own database.
const ns = process.env.REDIS_NAMESPACE ? `${process.env.REDIS_NAMESPACE}-` : ""

// With REDIS_URL set, the Redis-backed modules carry events, workflows, cache and
// locks so that several server processes share them; otherwise Medusa's in-memory ones.
const redisModules = redisUrl
  ? [
      {
        key: Modules.EVENT_BUS,
        resolve: "@medusajs/medusa/event-bus-redis",
        options: { redisUrl, queueName: `${ns}events-queue` },
      },
      {
        key: Modules.WORKFLOW_ENGINE,
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: {
          redis: {
            redisUrl,
            queueName: `${ns}medusa-workflows`,
            jobQueueName: `${ns}medusa-workflows-jobs`,
          },
        },
      },
      {
        key: Modules.CACHE,
        resolve: "@medusajs/medusa/cache-redis",
        options: { redisUrl, namespace: `${ns}medusa` },
      },
      {
        key: Modules.LOCKING,
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl, namespace: `${ns}medusa_lock:` },
            },
          ],
        },
      },
    ]
  : []

// Uploaded files (avatars) are served by this server: their links must name the
// address browsers reach it on, not Medusa's default localhost:9000.
const publicBackendUrl =
  process.env.PUBLIC_BACKEND_URL ||
  `http://localhost:${process.env.PORT || 9000}`
const fileModule = {
  key: Modules.FILE,
  resolve: "@medusajs/medusa/file",
  options: {
    providers: [
      {
        resolve: "@medusajs/medusa/file-local",
        id: "local",
        options: { backend_url: `${publicBackendUrl}/static` },
      },
    ],
  },
}

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl,
    workerMode:
      (process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server") ||
      "shared",
    // The platform runs on plain HTTP unless told otherwise (COOKIE_SECURE=true behind TLS).
    cookieOptions: { secure: process.env.COOKIE_SECURE === "true" },
    http: {
      storeCors,
      adminCors,
      authCors: process.env.AUTH_CORS || `${storeCors},${adminCors}`,
      jwtSecret: process.env.JWT_SECRET || "supersecret",
      cookieSecret: process.env.COOKIE_SECRET || "supersecret",
    },
  },
  admin: {
    disable: process.env.DISABLE_MEDUSA_ADMIN === "true",
    backendUrl: process.env.MEDUSA_BACKEND_URL || "/",
  },
  plugins: [
    { resolve: "@uuc/content", options: {} },
    { resolve: "@uuc/network", options: {} },
    { resolve: "@uuc/members", options: {} },
    { resolve: "@uuc/ledger", options: {} },
    { resolve: "@uuc/rewards", options: {} },
  ],
  modules: [fileModule, ...redisModules],
})
