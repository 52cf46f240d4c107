import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { networkOf } from "../../lib/ports"
import { MEMBERS_MODULE } from "../../modules/members"
import type MembersModuleService from "../../modules/members/service"

export type UpdateMemberByStaffInput = {
  member_id: string
  actor_id: string
  status?: "normal" | "frozen"
  star_level?: number | null
  team_level?: number | null
}

const LEVELS = ["star_level", "team_level"] as const

/**
 * Applies a staff change to a member (status in this module, pinned levels in the
 * network's) and its audit row in one database transaction: all of it or nothing,
 * so the step needs no compensation.
 */
export const updateMemberByStaffStep = createStep(
  "update-member-by-staff-step",
  async (input: UpdateMemberByStaffInput, { container }) => {
    const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
    const network = networkOf(container)
    const levels = Object.fromEntries(
      LEVELS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]])
    )
    const result = await members.audited(
      {
        actor_id: input.actor_id,
        action: "member.update",
        target_type: "member",
        target_id: input.member_id,
      },
      async (ctx) => {
        const before: Record<string, unknown> = {}
        const after: Record<string, unknown> = {}
        if (input.status) {
          const s = await members.setStatus(input.member_id, input.status, ctx)
          before.status = s.before
          after.status = s.after
        }
        if (Object.keys(levels).length) {
          const was = await network.getNode(input.member_id, ctx)
          const now = await network.setLevels(input.member_id, levels, ctx)
          for (const k of LEVELS) {
            if (!(k in levels)) continue
            before[k] = was[k]
            before[`${k}_pinned`] = was[`${k}_pinned`]
            after[k] = now[k]
            after[`${k}_pinned`] = now[`${k}_pinned`]
          }
        }
        return { before, after }
      }
    )
    return new StepResponse(result)
  }
)
