// The bench's generator and loader, for the platform's other benchmarks
// (backend/src/scripts/bench-activation.ts) through `@uuc/network/bench`. Built
// with the plugin but left out of its tarball: pg-copy-streams is a dev tool.
export { copyNetwork, memberId } from "./copy"
export {
  emptyNetwork,
  generateNetwork,
  summarize,
  type GeneratedNetwork,
} from "./generate"
export { seeded } from "./timing"
