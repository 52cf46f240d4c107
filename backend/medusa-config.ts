import { loadEnv, defineConfig, Modules } from "@medusajs/framework/utils"
import { createHmac } from "crypto"
import { isIP } from "net"
import { assertPluginNeeds } from "@uuc/errors"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const production = process.env.NODE_ENV === "production"
// Commands that only compile (medusa build, plugin:build) sign nothing: they run
// without the secrets. Everything else (start, develop, migrations, exec) needs them.
const compiling = process.argv.some(
  (a) => a === "build" || a === "plugin:build"
)

/** Refuses to go on: the server must not start on a known or missing secret. */
function refuse(reason: string): never {
  throw new Error(`Refusing to start: ${reason}`)
}

/** A signing secret: from the environment or nothing (npm start generates them). */
function secret(name: "JWT_SECRET" | "COOKIE_SECRET") {
  const value = process.env[name]
  if (value && value.length >= 16) return value
  if (compiling) return undefined
  return refuse(
    `${name} is ${value ? "shorter than 16 characters" : "not set"} (npm start generates one into .data/secrets.json)`
  )
}
const jwtSecret = secret("JWT_SECRET")
const cookieSecret = secret("COOKIE_SECRET")

// Staff second factors are Medusa's own (the auth module's TOTP factors, challenges
// and recovery codes; docs/rules.md §8): their secrets are encrypted with
// MFA_ENCRYPTION_KEY (npm start generates one into .data/secrets.json), otherwise
// with a key derived from JWT_SECRET, so that no platform runs without one. A
// changed key leaves enrolled factors unreadable: set it apart from JWT_SECRET to
// rotate that one alone.
const mfaKey = process.env.MFA_ENCRYPTION_KEY
if (mfaKey !== undefined && mfaKey.length < 16 && !compiling)
  refuse("MFA_ENCRYPTION_KEY is shorter than 16 characters")
const mfaEncryptionKey =
  mfaKey ||
  (jwtSecret
    ? createHmac("sha256", jwtSecret).update("uuc:mfa-encryption").digest("hex")
    : undefined)
const authModule = {
  key: Modules.AUTH,
  resolve: "@medusajs/medusa/auth",
  options: {
    providers: [
      { resolve: "@medusajs/medusa/auth-emailpass", id: "emailpass" },
    ],
    mfa: { encryption_key: mfaEncryptionKey, issuer: "UUC staff" },
  },
}

// Test hooks never reach production: a fixed captcha answer.
for (const hook of ["CAPTCHA_TEST_CODE"])
  if (production && process.env[hook])
    refuse(`${hook} is a test setting and NODE_ENV is production`)

// TRUSTED_PROXIES: comma-separated addresses or CIDRs; a typo fails here, not per request.
for (const entry of (process.env.TRUSTED_PROXIES ?? "").split(",")) {
  const [address, bits, extra] = entry.trim().split("/")
  if (!address) continue
  const family = isIP(address)
  const max = family === 4 ? 32 : 128
  if (
    !family ||
    extra !== undefined ||
    (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))
  )
    refuse(`TRUSTED_PROXIES: "${entry.trim()}" is no address or CIDR`)
}

// EVENT_BUS_CONCURRENCY: how many events the Redis event bus's worker handles at
// once; a typo fails here, not as a worker that takes no job.
const eventBusConcurrency = Number(process.env.EVENT_BUS_CONCURRENCY || 8)
if (!Number.isInteger(eventBusConcurrency) || eventBusConcurrency < 1)
  refuse(
    `EVENT_BUS_CONCURRENCY: "${process.env.EVENT_BUS_CONCURRENCY}" is no whole number from 1`
  )

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
        options: {
          redisUrl,
          queueName: `${ns}events-queue`,
          // BullMQ runs a worker's jobs one at a time by default: the worker
          // then spent 14-21 ms of CPU per activation's events, one Redis round
          // trip after another, and the card-groups subscriber never saw two
          // events to sync together (5.5 ms with 8; docs/performance.md, bench:activation).
          // Our subscribers already run side by side on the local event bus and
          // hold their own locks.
          workerOptions: { concurrency: eventBusConcurrency },
        },
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

// Uploaded files (avatars, goods pictures and videos) go through Medusa's file
// module. By default the local provider keeps them in backend/static and this
// server serves them under /static: their links must name the address browsers
// reach it on (the storefront's Content-Security-Policy allows exactly that origin),
// not Medusa's default localhost:9000.
const publicBackendUrl =
  process.env.PUBLIC_BACKEND_URL ||
  `http://127.0.0.1:${process.env.PORT || 9000}`
// With S3_BUCKET set, an S3-compatible store (AWS, MinIO, R2, …) keeps them and
// S3_FILE_URL is their public address (the storefront adds its origin to its CSP).
const S3_NEEDS = [
  "S3_FILE_URL",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_REGION",
] as const
const s3 = process.env.S3_BUCKET
if (s3 && !compiling)
  for (const name of S3_NEEDS)
    if (!process.env[name]) refuse(`S3_BUCKET is set and ${name} is not`)
const fileProvider = s3
  ? {
      resolve: "@medusajs/medusa/file-s3",
      id: "s3",
      options: {
        bucket: s3,
        file_url: process.env.S3_FILE_URL?.replace(/\/+$/, ""),
        access_key_id: process.env.S3_ACCESS_KEY_ID,
        secret_access_key: process.env.S3_SECRET_ACCESS_KEY,
        region: process.env.S3_REGION,
        endpoint: process.env.S3_ENDPOINT || undefined,
        prefix: process.env.S3_PREFIX || undefined,
        additional_client_config: {
          forcePathStyle: process.env.S3_FORCE_PATH_STYLE === "true",
        },
      },
    }
  : {
      resolve: "@medusajs/medusa/file-local",
      id: "local",
      options: { backend_url: `${publicBackendUrl}/static` },
    }
const fileModule = {
  key: Modules.FILE,
  resolve: "@medusajs/medusa/file",
  options: { providers: [fileProvider] },
}

// The shop's wallet provider (pp_wallet_wallet) pays from the ledger. Providers see
// only the payment module's container, so the module gets the ledger, members
// (customer → member) and the plan (UUC burn share) as dependencies.
const paymentModule = {
  key: Modules.PAYMENT,
  resolve: "@medusajs/medusa/payment",
  dependencies: ["ledger", "members", "plan"],
  options: {
    providers: [
      { resolve: "@uuc/shop/providers/wallet", id: "wallet", options: {} },
    ],
  },
}

// Email notifications: with SMTP_URL (nodemailer's form, smtp://user:pass@host:587
// or smtps://…:465) and MAIL_FROM both set, the SMTP provider serves the `email`
// channel; with neither, members get in-app notifications only. One without the
// other is a typo: refused here rather than mail that silently never leaves.
const smtpUrl = process.env.SMTP_URL
const mailFrom = process.env.MAIL_FROM
if (!compiling && !!smtpUrl !== !!mailFrom)
  refuse(
    `${smtpUrl ? "SMTP_URL" : "MAIL_FROM"} is set and ${smtpUrl ? "MAIL_FROM" : "SMTP_URL"} is not (both, or neither for in-app notifications only)`
  )
const emailProvider =
  smtpUrl && mailFrom
    ? [
        {
          resolve: "@uuc/notifications/providers/smtp",
          id: "smtp",
          options: {
            channels: ["email"],
            url: smtpUrl,
            from: mailFrom,
            // where the emails' links (the notification's screen, unsubscribe) point
            storefront_url:
              process.env.STOREFRONT_URL ||
              process.env.PUBLIC_STOREFRONT_URL ||
              "http://127.0.0.1:8000",
          },
        },
      ]
    : []

// Notifications through Medusa's Notification Module, one provider per channel:
// the members' inbox (`in-app`, @uuc/notifications), the admin's own feed
// (`feed`, Medusa's local provider) and, with SMTP_URL and MAIL_FROM set, email.
const notificationModule = {
  key: Modules.NOTIFICATION,
  resolve: "@medusajs/medusa/notification",
  options: {
    providers: [
      {
        resolve: "@uuc/notifications/providers/in-app",
        id: "in-app",
        options: { channels: ["in-app"] },
      },
      {
        resolve: "@medusajs/medusa/notification-local",
        id: "local",
        options: { channels: ["feed"] },
      },
      ...emailProvider,
    ],
  },
}

const plugins = [
  { resolve: "@uuc/content", options: {} },
  { resolve: "@uuc/network", options: {} },
  { resolve: "@uuc/members", options: {} },
  { resolve: "@uuc/ledger", options: {} },
  { resolve: "@uuc/rewards", options: {} },
  { resolve: "@uuc/shop", options: {} },
  { resolve: "@uuc/merchants", options: {} },
  { resolve: "@uuc/notifications", options: {} },
]
// Money rules fail closed: no start without every module a plugin says it needs.
assertPluginNeeds(plugins)

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl,
    workerMode:
      (process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server") ||
      "shared",
    // Secure cookies in production, unless COOKIE_SECURE=false (a plain-HTTP
    // deployment such as npm start's); COOKIE_SECURE=true forces them elsewhere.
    cookieOptions: {
      secure:
        process.env.COOKIE_SECURE === "false"
          ? false
          : process.env.COOKIE_SECURE === "true" || production,
    },
    http: {
      storeCors,
      adminCors,
      authCors: process.env.AUTH_CORS || `${storeCors},${adminCors}`,
      jwtSecret,
      cookieSecret,
    },
  },
  admin: {
    disable: process.env.DISABLE_MEDUSA_ADMIN === "true",
    backendUrl: process.env.MEDUSA_BACKEND_URL || "/",
  },
  plugins,
  modules: [
    authModule,
    fileModule,
    paymentModule,
    notificationModule,
    ...redisModules,
  ],
})
