import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberIdOf } from "@uuc/http"
import { ports } from "#rewards/shared/ports"
import { REWARDS_MODULE } from "#rewards/modules/rewards/index"
import type RewardsModuleService from "#rewards/modules/rewards/service"
import type { StoreBonusRecordsQueryType } from "./validators"
import type { StoreBonusRecordsAnswer } from "../../answers"

/**
 * GET /store/bonus-records: the member's own bonus records, newest first, with
 * totals. A finance record of kind `activation` (source = the activation) is
 * explained by the records with that `activation_id`.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as StoreBonusRecordsQueryType
  const { bonus_records, count, totals } = await req.scope
    .resolve<RewardsModuleService>(REWARDS_MODULE)
    .listBonusRecords(
      {
        member_id: memberIdOf(req),
        type: q.type,
        status: q.status,
        activation_id: q.activation_id,
      },
      { limit: q.limit, offset: q.offset }
    )
  // what explains the split on /financial: the plan version's shares and the
  // UUC price its activation used (a daily top reward has no activation)
  const p = ports(req.scope)
  const shares = new Map<number, { usdt: string; pool_share_of_uuc: string }>()
  const delays = new Map<number, number>()
  for (const v of new Set(bonus_records.map((b) => b.plan_version))) {
    const { plan } = await p.plan.getPlan(v)
    shares.set(v, {
      usdt: plan.split.usdt,
      pool_share_of_uuc: plan.split.pool_share_of_uuc,
    })
    delays.set(v, plan.settlement.delay_hours)
  }
  const prices = new Map<string, string>()
  const activatedAt = new Map<string, number>()
  for (const id of new Set(bonus_records.map((b) => b.activation_id)))
    if (id) {
      const a = await p.rewards.findActivation({ id })
      if (a) {
        prices.set(id, a.price)
        activatedAt.set(id, new Date(a.created_at).getTime())
      }
    }
  // when a pending settlement becomes spendable: as settle-delayed.ts counts it,
  // from the activation's time by its plan version's delay (rules.md §4)
  const settlesAt = (
    b: Pick<
      (typeof bonus_records)[number],
      "status" | "activation_id" | "plan_version"
    >
  ) => {
    const at = b.activation_id ? activatedAt.get(b.activation_id) : undefined
    if (b.status !== "pending_settlement" || at === undefined) return null
    return new Date(
      at + (delays.get(b.plan_version) ?? 0) * 3_600_000
    ).toISOString()
  }
  res.json({
    // the buyer's id stays with staff (undefined is left out of the JSON);
    // the explanation names the buyer
    bonus_records: bonus_records.map(
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      ({ source_member_id, ...b }) => ({
        ...b,
        split: shares.get(b.plan_version) ?? null,
        price: (b.activation_id && prices.get(b.activation_id)) || null,
        settles_at: settlesAt(b),
      })
    ),
    count,
    totals,
    limit: q.limit,
    offset: q.offset,
  } satisfies StoreBonusRecordsAnswer)
}
