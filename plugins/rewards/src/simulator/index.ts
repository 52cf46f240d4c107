/** The plan simulator: pure, deterministic given a seed. See SIMULATOR.md. */
export * from "./types"
export { PlacementTree } from "./network"
export { generateGrowth } from "./growth"
export { PlanRun, simulate, type RunOptions } from "./run"
export { compare, compareAsync, differenceOf, type Comparison } from "./compare"
export { resolveDraft } from "./plan"
export { seededRandom } from "./random"
export {
  scenarioFromRows,
  loadCurrentScenario,
  type Query,
  type NodeRow,
  type ActivationRow,
} from "./current"
