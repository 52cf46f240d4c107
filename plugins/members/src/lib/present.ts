/** What a member sees of their own profile: never a hash. */
export function presentMember(
  member: {
    id: string
    username: string
    nickname: string | null
    phone: string | null
    wallet_address: string | null
    avatar_url: string | null
    status: string
    created_at: Date | string
  },
  extra: Record<string, unknown> = {}
) {
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname,
    phone: member.phone,
    wallet_address: member.wallet_address,
    avatar_url: member.avatar_url,
    status: member.status,
    created_at: new Date(member.created_at).toISOString(),
    ...extra,
  }
}
