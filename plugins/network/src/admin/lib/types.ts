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
