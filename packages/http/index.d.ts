import type {
  AuthenticatedMedusaRequest,
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type {
  BaseEntity,
  Context,
  QueryConfig,
} from "@medusajs/framework/types"
import type { z } from "@medusajs/framework/zod"

/** Idempotency of a request: its key (scoped by the caller) and a hash of its body. */
export type Idempotency = { key: string; hash: string }

/** The member behind a store request (a customer token naming `member_id`); 401 otherwise. */
export declare function memberIdOf(req: AuthenticatedMedusaRequest): string
/** The staff user behind an admin request (a `user` token); 401 otherwise. */
export declare function staffIdOf(req: AuthenticatedMedusaRequest): string
/** The staff user who logged in as this member, when it is such a session. */
export declare function impersonatorOf(
  req: AuthenticatedMedusaRequest
): string | null
/** Money never moves while staff are logged in as the member (400). */
export declare function refuseImpersonation(
  req: AuthenticatedMedusaRequest
): void

/** A staff filter naming a member by username, or by id when no username matches. */
export declare function memberFilter(
  req: AuthenticatedMedusaRequest,
  member: string | undefined
): Promise<string | undefined>

/** The request's `Idempotency-Key` scoped to `scope`, with the body's hash. */
export declare function idempotencyOf(
  req: AuthenticatedMedusaRequest,
  scope: string
): Idempotency | undefined

/** Answers a money request once per idempotency key (see index.js). */
export declare function answerOnce<T>(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse,
  opts: {
    scope: string
    status: number
    wrap: (result: T) => Record<string, unknown>
    earlier: (
      idempotency: Idempotency
    ) => Promise<{ response: unknown } | null | undefined>
    run: (
      idempotency?: Idempotency
    ) => Promise<{ result: T; replayed: boolean }>
  }
): Promise<void>

/** The slice of knex the modules use: raw SQL with `?` (or named) bindings. */
export type Knex = {
  raw: (
    sql: string,
    bindings?: readonly unknown[] | Record<string, unknown>
  ) => Promise<{ rows: Record<string, unknown>[] }>
}
/** The transaction's knex inside one (`@InjectTransactionManager`), else the pool's. */
export declare function knexOf(ctx: Context): Knex

/** `?limit=&offset=`: 1 to 100 rows (20 unless asked for), from 0 to 1,000,000; else `invalid_data`. */
export declare const PageQuery: z.ZodObject<
  {
    limit: z.ZodDefault<z.ZodCoercedNumber<unknown>>
    offset: z.ZodDefault<z.ZodCoercedNumber<unknown>>
  },
  z.core.$strip
>
export type PageQueryType = z.infer<typeof PageQuery>

type Middleware = (
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) => Promise<void>
/**
 * Middleware: Medusa's `validateAndTransformBody` running `schema` into
 * `req.validatedBody`; a failure answers `{ code, message, field }` (@uuc/errors).
 */
export declare function validatedBody(schema: z.ZodType): Middleware
/**
 * Middleware: Medusa's `validateAndTransformQuery` running `schema` into
 * `req.validatedQuery` (and `req.queryConfig`: `LIST_QUERY` for a list); a failure
 * answers `{ code, message, field }`.
 */
export declare function validatedQuery(
  schema: z.ZodType,
  queryConfig?: QueryConfig<BaseEntity>
): Middleware
/** The query config of a list route: `limit`/`offset` → `req.queryConfig.pagination`. */
export declare const LIST_QUERY: QueryConfig<BaseEntity>
/** What a middleware made by validatedBody / validatedQuery validates, else undefined. */
export declare function validatorOf(
  middleware: unknown
): { target: "body" | "query"; schema: z.ZodType } | undefined
