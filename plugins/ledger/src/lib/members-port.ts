import type { Context, MedusaContainer } from "@medusajs/framework/types"
import {
  MEMBERS_MODULE,
  type MembersModuleService,
} from "@uuc/members/members-api"
import {
  NETWORK_MODULE,
  type NetworkModuleService,
} from "@uuc/network/network-api"

// The members and network modules, typed by their plugins' public entries; we call
// them through the container and never read their tables. Required, without
// fallback: the money rules below must not pass for want of a module (package.json
// `uuc.needs`; medusa-config refuses to start without them).
const members = (c: MedusaContainer) =>
  c.resolve<MembersModuleService>(MEMBERS_MODULE)
const network = (c: MedusaContainer) =>
  c.resolve<NetworkModuleService>(NETWORK_MODULE)

/** Whether the member exists. */
export async function memberExists(
  container: MedusaContainer,
  memberId: string
) {
  const [member] = await members(container).listMembers({ id: memberId })
  return !!member
}

export async function isFrozen(container: MedusaContainer, memberId: string) {
  const [member] = await members(container).listMembers({ id: memberId })
  return member?.status === "frozen"
}

/**
 * Whether the member is frozen, read inside the caller's transaction (`ctx`, a
 * ledger transaction: a raw read of the members module).
 */
export async function isFrozenIn(
  container: MedusaContainer,
  memberId: string,
  ctx: Context
) {
  const frozen = await members(container).listFrozenIds([memberId], ctx)
  return frozen.includes(memberId)
}

/** The member id behind a username. */
export async function memberIdByUsername(
  container: MedusaContainer,
  username: string
): Promise<string | null> {
  return (await members(container).findByUsername(username))?.id ?? null
}

/** Usernames of a page of members, for staff lists. */
export async function usernamesOf(
  container: MedusaContainer,
  memberIds: string[]
): Promise<Record<string, string>> {
  const ids = [...new Set(memberIds)]
  const out: Record<string, string> = {}
  if (!ids.length) return out
  for (const row of await members(container).listMembers(
    { id: ids },
    { select: ["id", "username"] }
  ))
    out[row.id] = row.username
  return out
}

/** The member behind a Medusa customer (admin widget on the customer page). */
export async function memberIdByCustomer(
  container: MedusaContainer,
  customerId: string
): Promise<string | null> {
  const [member] = await members(container).listMembers({
    customer_id: customerId,
  })
  return member?.id ?? null
}

/** Directly sponsored active members (the reduced withdrawal fee needs 3). */
export async function activeDirectCount(
  container: MedusaContainer,
  memberId: string
) {
  const n = network(container)
  try {
    return (await n.getNode(memberId)).active_direct_count
  } catch {
    // not placed in the network: no directs (the full fee)
    return 0
  }
}

/** The member's payout/sender wallet address from their profile (null when unset). */
export async function walletOf(container: MedusaContainer, memberId: string) {
  const [member] = await members(container).listMembers(
    { id: memberId },
    { select: ["id", "wallet_address"] }
  )
  return member?.wallet_address ?? null
}

/** Members who proved this wallet with its key (each with when), earliest first. */
export async function walletProofsOf(
  container: MedusaContainer,
  address: string
): Promise<{ member_id: string; username: string; verified_at: string }[]> {
  return members(container).walletProofsOf(address)
}

/** When the member's payout wallet last changed (null: never since it was set up). */
export async function walletChangedAt(
  container: MedusaContainer,
  memberId: string
): Promise<Date | null> {
  const [member] = await members(container).listMembers(
    { id: memberId },
    { select: ["id", "wallet_changed_at"] }
  )
  return member?.wallet_changed_at ? new Date(member.wallet_changed_at) : null
}

/**
 * Refuses unless the member's authenticator codes are off or `code` is a right
 * one (good once, counted by the members' lockout): 400 `totp_required` /
 * `totp_invalid`.
 */
export async function requireTotp(
  container: MedusaContainer,
  memberId: string,
  code: string | undefined
) {
  await members(container).requireTotp(memberId, code)
}
