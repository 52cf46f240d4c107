/**
 * What other plugins import from the network (`@uuc/network/network-api`): the
 * module key and the types of what the network module answers. They call the
 * service through the container (`container.resolve<NetworkModuleService>(
 * NETWORK_MODULE)`) and import these types type-only, so a rename here breaks their
 * build; they never read `network_node` themselves.
 */
export { NETWORK_MODULE } from "./modules/network"
export type {
  Card,
  DirectReferral,
  LevelChange,
  NetworkNode,
  PathNode,
  Team,
  TreeNode,
} from "./modules/network/lib/types"
export type { default as NetworkModuleService } from "./modules/network/service"
// What the HTTP routes answer, for the storefront's hooks and the admin (type-only).
export type { MemberSearchAnswer, StoreTeam, TreeAnswer } from "./api/answers"
