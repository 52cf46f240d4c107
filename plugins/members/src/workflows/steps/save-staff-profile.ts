import type { Context } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { AppError } from "@uuc/errors"
import { hashSecret } from "../../lib/secrets"
import { MEMBERS_MODULE } from "../../modules/members"
import type MembersModuleService from "../../modules/members/service"
import type { StaffRole } from "../../lib/staff-access"

export type SaveStaffProfileInput = {
  actor_id: string
  user_id: string
  username?: string
  nickname?: string | null
  phone?: string | null
  secondary_password?: string
  /** A new profile's role (else the first admin's own: owner; anyone else: content). */
  role?: StaffRole
  /** For the audit row only: whether the login password changes too. */
  password_changed?: boolean
}

const PUBLIC = ["username", "nickname", "phone"] as const
type Profile = {
  id: string
  user_id: string
  username: string
  nickname: string | null
  phone: string | null
  secondary_password_hash: string
  role?: string
}

const required = <T>(value: T | undefined, code: string, field: string): T => {
  if (value === undefined || value === "")
    throw new AppError(MedusaError.Types.INVALID_DATA, code, field)
  return value
}
const visible = (p: Profile | undefined) =>
  p
    ? {
        username: p.username,
        nickname: p.nickname,
        phone: p.phone,
        role: p.role ?? null,
      }
    : null

/**
 * Creates or updates a staff profile and writes its audit row in one transaction;
 * secrets never reach the audit row, only that they changed. Compensation puts the
 * previous profile back (or deletes a new one) and drops the audit row.
 */
export const saveStaffProfileStep = createStep(
  "save-staff-profile",
  async (input: SaveStaffProfileInput, { container }) => {
    const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
    const [existing] = await members.listStaffProfiles({
      user_id: input.user_id,
    })
    const secondary = input.secondary_password
      ? await hashSecret(input.secondary_password)
      : undefined
    const changes = {
      ...Object.fromEntries(
        PUBLIC.filter((k) => input[k] !== undefined).map((k) => [k, input[k]])
      ),
      ...(secondary ? { secondary_password_hash: secondary } : {}),
    }
    let save: (ctx: Context) => Promise<Profile>
    if (existing) {
      const id = existing.id
      save = (ctx) => members.updateStaffProfiles({ id, ...changes }, ctx)
    } else {
      const data = {
        user_id: input.user_id,
        username: required(input.username, "username_required", "username"),
        nickname: input.nickname ?? null,
        phone: input.phone ?? null,
        secondary_password_hash: required(
          secondary,
          "secondary_password_required",
          "secondary_password"
        ),
        role:
          input.role ??
          (input.user_id === input.actor_id
            ? ("owner" as const)
            : ("content" as const)),
      }
      save = (ctx) => members.createStaffProfiles(data, ctx)
    }
    const { profile, audit_id } = await members.audited(
      {
        actor_id: input.actor_id,
        action: existing ? "staff.update" : "staff.create",
        target_type: "staff",
        target_id: input.user_id,
      },
      async (ctx) => {
        const profile = await save(ctx)
        return {
          profile,
          before: visible(existing),
          after: {
            ...visible(profile),
            ...(secondary ? { secondary_password_changed: true } : {}),
            ...(input.password_changed ? { password_changed: true } : {}),
          },
        }
      }
    )
    return new StepResponse(profile, {
      audit_id,
      created: profile.id,
      previous: existing
        ? {
            id: existing.id,
            username: existing.username,
            nickname: existing.nickname,
            phone: existing.phone,
            secondary_password_hash: existing.secondary_password_hash,
          }
        : null,
    })
  },
  async (undo, { container }) => {
    if (!undo) return
    const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
    await members.deleteAuditEntries(undo.audit_id)
    if (undo.previous) await members.updateStaffProfiles(undo.previous)
    else await members.deleteStaffProfiles(undo.created)
  }
)
