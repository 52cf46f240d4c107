import type { MedusaContainer } from "@medusajs/framework/types"
import { refuse } from "../modules/ledger/lib/errors"
import { optional } from "./container"

type MemberRow = {
  id: string
  username: string
  status?: string
  customer_id?: string | null
}

/**
 * What the ledger needs from the members module (container key "members"). We call
 * it through the container and never import its models.
 */
export type MembersService = {
  listMembers(
    filters: Record<string, unknown>,
    config?: Record<string, unknown>
  ): Promise<MemberRow[]>
  findByUsername?(username: string): Promise<MemberRow | null>
  verifySecondaryPassword?(memberId: string, password: string): Promise<boolean>
  verifyStaffSecondaryPassword?(
    userId: string,
    password: string
  ): Promise<boolean>
}

type NetworkService = {
  getNode(memberId: string): Promise<{
    member_id: string
    username: string
    active_direct_count: number
  }>
  findByUsername?(username: string): Promise<{ member_id: string } | null>
}

const members = (c: MedusaContainer) => optional<MembersService>(c, "members")
const network = (c: MedusaContainer) => optional<NetworkService>(c, "network")

/** Refuses a wrong secondary password; a members module is required to check it. */
export async function checkMemberSecondaryPassword(
  container: MedusaContainer,
  memberId: string,
  password: string
) {
  const service = members(container)
  if (!service?.verifySecondaryPassword)
    throw refuse("secondary_password_unavailable")
  if (!(await service.verifySecondaryPassword(memberId, password)))
    throw refuse("secondary_password_invalid", "secondary_password")
}

export async function checkStaffSecondaryPassword(
  container: MedusaContainer,
  userId: string,
  password: string
) {
  const service = members(container)
  if (!service?.verifyStaffSecondaryPassword)
    throw refuse("secondary_password_unavailable")
  if (!(await service.verifyStaffSecondaryPassword(userId, password)))
    throw refuse("staff_secondary_password_invalid", "secondary_password")
}

/** Whether the member exists (true when no members module is there to ask). */
export async function memberExists(
  container: MedusaContainer,
  memberId: string
) {
  const service = members(container)
  if (!service) return true
  const [member] = await service.listMembers({ id: memberId })
  return !!member
}

export async function isFrozen(container: MedusaContainer, memberId: string) {
  const service = members(container)
  if (!service) return false
  const [member] = await service.listMembers({ id: memberId })
  return member?.status === "frozen"
}

/** The member id behind a username (members first, else the network's copy). */
export async function memberIdByUsername(
  container: MedusaContainer,
  username: string
): Promise<string | null> {
  const m = members(container)
  if (m?.findByUsername) return (await m.findByUsername(username))?.id ?? null
  const n = network(container)
  if (n?.findByUsername)
    return (await n.findByUsername(username))?.member_id ?? null
  return null
}

/** Usernames of a page of members, for staff lists. */
export async function usernamesOf(
  container: MedusaContainer,
  memberIds: string[]
): Promise<Record<string, string>> {
  const ids = [...new Set(memberIds)]
  const out: Record<string, string> = {}
  if (!ids.length) return out
  const m = members(container)
  if (m) {
    for (const row of await m.listMembers(
      { id: ids },
      { select: ["id", "username"] }
    ))
      out[row.id] = row.username
    return out
  }
  const n = network(container)
  if (n)
    await Promise.all(
      ids.map(async (id) => {
        try {
          out[id] = (await n.getNode(id)).username
        } catch {
          // unknown to the network: shown by id
        }
      })
    )
  return out
}

/** The member behind a Medusa customer (admin widget on the customer page). */
export async function memberIdByCustomer(
  container: MedusaContainer,
  customerId: string
): Promise<string | null> {
  const m = members(container)
  if (!m) return null
  const [member] = await m.listMembers({ customer_id: customerId })
  return member?.id ?? null
}

/** Directly sponsored active members (the reduced withdrawal fee needs 3). */
export async function activeDirectCount(
  container: MedusaContainer,
  memberId: string
) {
  const n = network(container)
  if (!n) return 0
  try {
    return (await n.getNode(memberId)).active_direct_count
  } catch {
    return 0
  }
}
