import Medusa from "@medusajs/js-sdk"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

export type TreeNode = {
  username: string
  line: number | null
  card: "standard" | "gold" | null
  star_level: number
  team_level: number
  size: number
  volume: string
  children: TreeNode[]
}
