import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import {
  assertMaySetPasswords,
  assertStaffUsernameFree,
  getStaff,
  presentStaff,
} from "../../../lib/staff"
import { MEMBERS_MODULE } from "../../../modules/members"
import type MembersModuleService from "../../../modules/members/service"
import { createStaffWorkflow } from "../../../workflows"
import { staffIdOf } from "../../actors"
import type { AdminCreateStaffType } from "./validators"
import type { AdminPageQueryType } from "../../utils/validators"
import type { StaffAnswer, StaffList } from "../../answers"

/** Staff: every Medusa admin user with their staff profile, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { limit, offset } = req.validatedQuery as AdminPageQueryType
  const [users, count] = await req.scope
    .resolve(Modules.USER)
    .listAndCountUsers(
      {},
      { order: { created_at: "DESC" }, skip: offset, take: limit }
    )
  const profiles = users.length
    ? await req.scope
        .resolve<MembersModuleService>(MEMBERS_MODULE)
        .listStaffProfiles({ user_id: users.map((u) => u.id) })
    : []
  res.json({
    staff: users.map((u) =>
      presentStaff(
        u,
        profiles.find((p) => p.user_id === u.id)
      )
    ),
    count,
    limit,
    offset,
  } satisfies StaffList)
}

/**
 * Adds a staff member (admin user, dashboard login, profile). Strong passwords only,
 * and the acting staff member's secondary password.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const actor = staffIdOf(req)
  const body = req.validatedBody as AdminCreateStaffType
  await assertMaySetPasswords(
    req.scope,
    actor,
    null,
    body.actor_secondary_password
  )
  const [user] = await req.scope
    .resolve(Modules.USER)
    .listUsers({ email: body.email })
  if (user)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "staff_email_taken",
      "email"
    )
  await assertStaffUsernameFree(req.scope, body.username)
  const { result } = await createStaffWorkflow(req.scope).run({
    input: {
      actor_id: actor,
      email: body.email,
      username: body.username,
      nickname: body.nickname,
      phone: body.phone,
      password: body.password,
      secondary_password: body.secondary_password,
      role: body.role,
    },
  })
  res.status(201).json({
    staff: await getStaff(req.scope, result.user_id),
  } satisfies StaffAnswer)
}
