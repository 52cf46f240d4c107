import type {
  AuthenticatedMedusaRequest,
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { IApiKeyModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { requestPath, stepUp } from "@uuc/errors"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

type Req = MedusaRequest &
  Partial<Pick<AuthenticatedMedusaRequest, "auth_context">>

/**
 * Medusa's own admin routes that make credentials or move money: who may become
 * staff (invites), a secret API key (it acts as the owner who made it, see
 * staff-role.ts), and a refund of a payment. Each needs the staff secondary
 * password (rules.md §8) and is audited. Paths are compared as Express matches
 * them (`/admin/INVITES/` is `/admin/invites`: @uuc/errors `requestPath`).
 */
type Rule = {
  method: string
  path: RegExp
  action: string
  target_type: string
  /** The target is the path's id (else the body's email or title). */
  byId?: boolean
  /** Whether this request is one the rule guards (default: every one). */
  applies?: (req: Req, id: string | undefined) => Promise<boolean>
}

/** The key's type, or undefined when there is no such key (Medusa answers 404). */
async function isSecretKey(req: Req, id: string | undefined) {
  if (!id) return false
  const [key] = await req.scope
    .resolve<IApiKeyModuleService>(Modules.API_KEY)
    .listApiKeys({ id }, { select: ["id", "type"], take: 1 })
  return key?.type === "secret"
}

const RULES: Rule[] = [
  {
    method: "POST",
    path: /^\/admin\/invites$/,
    action: "staff.invite",
    target_type: "invite",
  },
  {
    method: "POST",
    path: /^\/admin\/invites\/[^/]+\/resend$/,
    action: "staff.invite_resend",
    target_type: "invite",
    byId: true,
  },
  {
    method: "POST",
    path: /^\/admin\/api-keys$/,
    action: "api_key.create",
    target_type: "api_key",
    applies: async (req) =>
      (req.body as { type?: unknown } | undefined)?.type === "secret",
  },
  {
    method: "POST",
    path: /^\/admin\/api-keys\/[^/]+\/revoke$/,
    action: "api_key.revoke",
    target_type: "api_key",
    byId: true,
    applies: isSecretKey,
  },
  {
    method: "DELETE",
    path: /^\/admin\/api-keys\/[^/]+$/,
    action: "api_key.delete",
    target_type: "api_key",
    byId: true,
    applies: isSecretKey,
  },
  {
    method: "POST",
    path: /^\/admin\/payments\/[^/]+\/refund$/,
    action: "payment.refund",
    target_type: "payment",
    byId: true,
  },
]

const guard = stepUp({ actor: "staff", idempotency: false })

/**
 * The id segment of the request (the third: `/admin/<resource>/<id>`), decoded
 * but in its own case (ids are case-sensitive; the normalised path is not).
 */
function idSegment(req: Req): string | undefined {
  const raw = req.originalUrl.split("?")[0].split("/").filter(Boolean)[2]
  if (raw === undefined) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * Runs on every admin request (a broad matcher, so before Medusa's own strict body
 * validation of these routes): a guarded request needs the staff secondary
 * password, which is then taken out of the body Medusa validates; once Medusa has
 * answered with success, the change is written to the audit log.
 */
export async function staffStepUp(
  req: Req,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  try {
    const path = requestPath(req)
    const rule = RULES.find((r) => r.method === req.method && r.path.test(path))
    const id = idSegment(req)
    if (!rule || (rule.applies && !(await rule.applies(req, id)))) return next()
    guard(req, res, (err?: unknown) => {
      if (err) return next(err)
      const body = req.body as Record<string, unknown> | undefined
      if (body && typeof body === "object") delete body.secondary_password
      auditOnSuccess(req, res, rule, rule.byId ? id : undefined)
      next()
    })
  } catch (e) {
    next(e)
  }
}

/**
 * Audits the change when Medusa answers it with a success, before the answer
 * leaves (so whoever reads the log after the answer finds the row). The target
 * is the path's id, or the id of what the answer made (`{ invite: { id } }`).
 */
function auditOnSuccess(
  req: Req,
  res: MedusaResponse,
  rule: Rule,
  id: string | undefined
) {
  const actor = req.auth_context?.actor_id
  const body = { ...((req.body as Record<string, unknown>) ?? {}) }
  const json = res.json.bind(res)
  res.json = ((answer: unknown) => {
    if (!actor || res.statusCode >= 400) return json(answer)
    const made = Object.values((answer ?? {}) as Record<string, unknown>)[0]
    const madeId = (made as { id?: unknown } | undefined)?.id
    req.scope
      .resolve<MembersModuleService>(MEMBERS_MODULE)
      .recordAudit({
        actor_id: actor,
        action: rule.action,
        target_type: rule.target_type,
        target_id: id ?? (typeof madeId === "string" ? madeId : ""),
        after: { method: req.method, path: requestPath(req), body },
      })
      .then(
        () => json(answer),
        (e: unknown) => {
          // the change is made: answer it, and say the log lacks its row
          req.scope.resolve("logger").error(`audit of ${rule.action}: ${e}`)
          json(answer)
        }
      )
    return res
  }) as typeof res.json
}
