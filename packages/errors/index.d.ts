import type { MedusaError } from "@medusajs/framework/utils"
import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"

type ErrorType = (typeof MedusaError.Types)[keyof typeof MedusaError.Types]

interface Schema<T> {
  safeParse(
    input: unknown
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ZodIssueLike[] } }
}
interface ZodIssueLike {
  code: string
  path: PropertyKey[]
  message: string
  input?: unknown
}
type Middleware = (
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) => void

export declare class AppError extends MedusaError {
  field?: string
  httpStatus?: number
  constructor(type: ErrorType, code: string, field?: string, message?: string)
}
export declare function defineMessages(messages: Record<string, string>): void
export declare function messageFor(code: string, fallback?: string): string
/** An error's code, also when a workflow dropped it (read back from its message). */
export declare function codeOf(err: unknown): string | undefined
export declare function fromZodError(error: {
  issues: ZodIssueLike[]
}): AppError
export declare function parse<T>(schema: Schema<T>, input: unknown): T
/** Every error code with a message, sorted. */
export declare function errorCodes(): string[]
export declare function toResponse(err: unknown): {
  status: number
  body: { code: string; message: string; field?: string }
}
export declare function errorHandler(): (
  err: unknown,
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) => void
export declare function httpError(
  status: number,
  code: string,
  message?: string
): AppError

/**
 * Middleware of a money route: refuses member sessions opened by staff, requires the
 * Idempotency-Key header and verifies the body's `secondary_password` (with
 * `overlap`, while the route runs: the route awaits `passwordChecked(req)` before
 * it moves money or answers).
 */
export declare function stepUp(options: {
  actor: "member" | "staff"
  idempotency?: boolean
  password?: boolean | ((body: Record<string, unknown>) => boolean)
  overlap?: boolean
}): Middleware
/** The password check of a `stepUp({ overlap: true })` route; rejects when none ran. */
export declare function passwordChecked(req: object): Promise<void>
/** Middleware: 403 `impersonation_read_only` under impersonation (when `when(body)`). */
export declare function notUnderImpersonation(
  when?: (body: Record<string, unknown>) => boolean
): Middleware
export declare function impersonatorOf(req: {
  auth_context?: { app_metadata?: Record<string, unknown> }
}): string | null
export declare function missingNeeds(
  plugins: (string | { resolve: string })[],
  read?: (name: string) => { provides: string[]; needs: string[] }
): { plugin: string; key: string }[]
export declare function assertPluginNeeds(
  plugins: (string | { resolve: string })[],
  read?: (name: string) => { provides: string[]; needs: string[] }
): void

/** One staff change for the audit log (no secrets: they are dropped anyway). */
export type AuditWrite = {
  actor_id: string
  action: string
  target_type: string
  target_id: string
  before: unknown
  after: unknown
}
/**
 * Writes one audit row through the members module's published SQL function
 * `members_audit_write`, with the caller's knex: pass a transaction's to have the
 * row commit or roll back with the change. Answers the row's id.
 */
export declare function writeAudit(
  knex: {
    raw(
      sql: string,
      bindings?: readonly unknown[]
    ): Promise<{ rows: Record<string, unknown>[] }>
  },
  entry: AuditWrite
): Promise<string>
/** A copy without secrets (passwords, tokens, hashes), cut when very deep. */
export declare function withoutSecrets(value: unknown): unknown

/**
 * Runs `fn` with relaxed commits: the rewards, network and ledger modules' commits
 * made under it skip waiting for their WAL flush (synchronous_commit off). Only for
 * a caller that commits durably before it acknowledges anything and redoes its
 * keyed writes after a crash.
 */
export declare function withRelaxedCommit<T>(fn: () => Promise<T>): Promise<T>
/** Whether the running code may commit without waiting for the WAL flush. */
export declare function relaxedCommit(): boolean

/**
 * A path as Express matches it (case-insensitive, trailing slash optional):
 * percent-encoding decoded, lower case, doubled slashes collapsed, no trailing
 * slash. Guards compare these, never raw `originalUrl` strings.
 */
export declare function normalisePath(path: string): string
/** The normalised path of a request, mount point included, without the query. */
export declare function requestPath(req: {
  originalUrl?: string
  baseUrl?: string
  path?: string
  url?: string
}): string
/**
 * The normalised path below `mount` (`/store/carts/:id`: literal or `:param`
 * segments): `""` for the mount itself, `"/line-items"` below it, null outside it.
 */
export declare function pathBelowMount(
  req: { originalUrl?: string; baseUrl?: string; path?: string; url?: string },
  mount: string
): string | null
/**
 * A request URL as the router should see it: doubled slashes collapsed and
 * escapes of unreserved characters (not `.`) decoded in its path; case, `%2F` and
 * the query kept.
 */
export declare function canonicalUrl(url: string): string
