import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminRule } from "../lib/staff-access"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

const SECRET = /password|secret|token|hash/i
const MAX_CHARS = 20_000

/** A copy without secrets (passwords, tokens, hashes), cut when very large. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return "…"
  if (Array.isArray(value))
    return value.slice(0, 200).map((v) => withoutSecrets(v, depth + 1))
  if (value && typeof value === "object" && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET.test(k))
        .map(([k, v]) => [k, withoutSecrets(v, depth + 1)])
    )
  return value
}

const bounded = (value: unknown) => {
  const clean = withoutSecrets(value)
  const text = JSON.stringify(clean) ?? "null"
  return text.length > MAX_CHARS
    ? { truncated: text.slice(0, MAX_CHARS) }
    : clean
}

/** The value of a route pattern's params in a path (`/x/:id` and `/x/1` → {id: "1"}). */
function paramsOf(pattern: string, path: string): Record<string, string> {
  const p = pattern.split("/")
  const s = path.replace(/\/+$/, "").split("/")
  const out: Record<string, string> = {}
  p.forEach((seg, i) => {
    if (seg.startsWith(":")) out[seg.slice(1)] = decodeURIComponent(s[i] ?? "")
  })
  return out
}

/**
 * The fallback for the few staff changes that still have no transaction of their own
 * to write into (the shop's goods, made through several Medusa product workflows,
 * and shipments): recorded right after the route answered 2xx, with what was asked
 * (no secrets) and what the route answered. Every other change writes its row in its
 * own transaction through `members_audit_write` (@uuc/errors `writeAudit`); a route
 * leaves this fallback by dropping its `action` in lib/staff-access.ts.
 */
export function auditAfterResponse(
  req: MedusaRequest,
  res: MedusaResponse,
  actorId: string,
  rule: AdminRule,
  path: string
) {
  let answered: unknown = null
  const json = res.json.bind(res)
  res.json = (body: unknown) => {
    answered = body
    return json(body)
  }
  res.on("finish", () => {
    if (res.statusCode < 200 || res.statusCode >= 300) return
    // A replayed Idempotency-Key changed nothing: its first answer was audited.
    if (res.getHeader("Idempotent-Replayed") === "true") return
    const params = paramsOf(rule.path, path)
    const [kind] = (rule.action ?? "").split(".")
    const targetId = Object.values(params)[0] ?? kind
    req.scope
      .resolve<MembersModuleService>(MEMBERS_MODULE)
      .recordAudit({
        actor_id: actorId,
        action: rule.action!,
        target_type: kind,
        target_id: targetId,
        before: null,
        after: {
          request: bounded(req.body ?? null),
          answer: bounded(answered),
        },
      })
      .catch((e: unknown) =>
        req.scope
          .resolve("logger")
          .error(`audit row for ${rule.action} not written: ${String(e)}`)
      )
  })
}
