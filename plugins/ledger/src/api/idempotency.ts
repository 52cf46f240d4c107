import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { createHash } from "crypto"
import { LEDGER_MODULE } from "../modules/ledger"
import { invalid } from "../modules/ledger/lib/errors"
import type { Idempotency } from "../modules/ledger/lib/types"
import type LedgerModuleService from "../modules/ledger/service"

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/
/** Secrets never enter the stored hash. */
const SECRET_FIELDS = new Set(["secondary_password"])

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => !SECRET_FIELDS.has(k))
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])])
    )
  return value
}

/**
 * The request's `Idempotency-Key`, scoped to its actor (two members may pick the
 * same key), with a hash of method, path and body. Undefined without the header.
 */
export function idempotencyOf(
  req: AuthenticatedMedusaRequest,
  scope: string
): Idempotency | undefined {
  const header = req.get("idempotency-key")
  if (header === undefined) return undefined
  if (!KEY_PATTERN.test(header)) throw invalid("invalid_idempotency_key")
  const path = req.originalUrl.split("?")[0]
  const hash = createHash("sha256")
    .update(JSON.stringify([req.method, path, canonical(req.body ?? {})]))
    .digest("hex")
  return { key: `${scope}:${header}`, hash }
}

/**
 * Answers a money request once per idempotency key: an earlier identical request's
 * stored answer is sent again without running anything (`Idempotent-Replayed`);
 * otherwise `run` does the work, whose ledger call claims the key atomically.
 */
export async function answerOnce<T>(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse,
  opts: {
    scope: string
    status: number
    wrap: (result: T) => Record<string, unknown>
    run: (
      idempotency?: Idempotency
    ) => Promise<{ result: T; replayed: boolean }>
  }
) {
  const idempotency = idempotencyOf(req, opts.scope)
  const send = (result: T, replayed: boolean) => {
    if (replayed) res.setHeader("Idempotent-Replayed", "true")
    res.status(opts.status).json(opts.wrap(result))
  }
  if (idempotency) {
    const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
    const earlier = await ledger.findIdempotentAnswer(idempotency)
    if (earlier) return send(earlier.response as T, true)
  }
  const { result, replayed } = await opts.run(idempotency)
  send(result, replayed)
}
