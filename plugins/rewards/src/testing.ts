// The rewards plugin's public entry for tests (issue 15: nothing outside the
// plugin imports its internals): the jobs, the activation and refund stages a
// recovery test crashes between, and the activation lock.
export { reconcileActivationsJob } from "./jobs/reconcile-activations"
export { settleDelayedBonusesJob } from "./jobs/settle-delayed-bonuses"
export { settleFrozenBonusesJob } from "./jobs/settle-frozen-bonuses"
export { ACTIVATION_LOCK, withActivationLock } from "./lib/activation-lock"
export { entryKey } from "./lib/activation/complete"
export { prepareActivation } from "./lib/activation/prepare"
export { STUCK_AFTER, reconcileActivations } from "./lib/activation/reconcile"
export { storedView } from "./lib/activation/view"
export { postEntry } from "./lib/activation/write"
export { runDailyTop } from "./lib/daily-top/run"
export { onOrderCancelled, onOrderReceived } from "./lib/orders/orders"
export { ports } from "./lib/ports"
export { refundPostings } from "./lib/refund/compute"
export { computeRefund, refundKey } from "./lib/refund/refund"
