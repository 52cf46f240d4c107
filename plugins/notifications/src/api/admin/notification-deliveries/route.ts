import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MEMBERS_MODULE } from "@uuc/members/members-api"
import type { MembersModuleService } from "@uuc/members/members-api"
import { NOTIFICATIONS_MODULE } from "../../../modules/notifications"
import type NotificationsModuleService from "../../../modules/notifications/service"
import type {
  AdminNotificationDelivery,
  AdminNotificationDeliveries,
} from "../../answers"
import type { AdminDeliveriesQueryType } from "./validators"

const iso = (d: Date | string | null | undefined) =>
  d ? new Date(d).toISOString() : null

/**
 * The email deliveries, newest first (`?status=failed`: those waiting for a
 * retry), with each one's attempts, next try and the mail server's last error.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminDeliveriesQueryType
  const store =
    req.scope.resolve<NotificationsModuleService>(NOTIFICATIONS_MODULE)
  const [rows, count] = await store.listAndCountNotificationDeliveries(
    q.status ? { status: q.status } : {},
    { order: { created_at: "DESC", id: "DESC" }, skip: q.offset, take: q.limit }
  )
  const ids = [...new Set(rows.map((r) => r.member_id))]
  const members = ids.length
    ? await req.scope
        .resolve<MembersModuleService>(MEMBERS_MODULE)
        .listMembers({ id: ids }, { select: ["id", "username"] })
    : []
  const names = new Map(members.map((m) => [m.id, m.username ?? null]))
  res.json({
    deliveries: rows.map((r): AdminNotificationDelivery => ({
      id: r.id,
      notification_id: r.notification_id,
      channel: r.channel,
      kind: r.kind,
      member_id: r.member_id,
      username: names.get(r.member_id) ?? null,
      address: r.address,
      status: r.status,
      attempts: r.attempts,
      next_attempt_at:
        r.status === "failed" || r.status === "pending"
          ? iso(r.next_attempt_at)
          : null,
      sent_at: iso(r.sent_at),
      last_error: r.last_error ?? null,
      created_at: iso(r.created_at)!,
    })),
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies AdminNotificationDeliveries)
}
