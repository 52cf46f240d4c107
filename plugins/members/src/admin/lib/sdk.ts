import Medusa from "@medusajs/js-sdk"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

export type AdminMember = {
  id: string
  username: string
  nickname: string | null
  phone: string | null
  status: "normal" | "frozen"
  card: "standard" | "gold" | null
  star_level: number
  team_level: number
  team_size: number
  created_at: string
}
