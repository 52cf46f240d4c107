// The card activation is a plain function, not a workflow (activation/activate.ts
// says why); it stays reachable where its workflow was.
export { activateCard } from "../activation/activate"
export type {
  ActivateCardAnswer,
  ActivateCardInput,
} from "../activation/activate-card"
