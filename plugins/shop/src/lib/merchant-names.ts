import type { MedusaContainer } from "@medusajs/framework/types"
import { membersOf, merchantsOf } from "./ports"

/**
 * Each merchant account's name: the username of the member behind it (the
 * merchants plugin, when installed). Unknown accounts are left out.
 */
export async function merchantNames(
  container: MedusaContainer,
  merchantIds: (string | null | undefined)[]
): Promise<Map<string, string>> {
  const ids = [...new Set(merchantIds.filter((x): x is string => !!x))]
  const merchants = merchantsOf(container)
  if (!ids.length || !merchants) return new Map()
  const accounts = await merchants.listMerchants(
    { id: ids },
    { select: ["id", "member_id"] }
  )
  if (!accounts.length) return new Map()
  const members = await membersOf(container).listMembers(
    { id: accounts.map((a) => a.member_id) },
    { select: ["id", "username"] }
  )
  const username = new Map(members.map((m) => [m.id, m.username]))
  return new Map(
    accounts.flatMap((a) => {
      const name = username.get(a.member_id)
      return name ? [[a.id, name] as const] : []
    })
  )
}
