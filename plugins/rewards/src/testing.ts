// The rewards plugin's public entry for tests (nothing outside the
// plugin imports its internals): the jobs, the activation and refund stages a
// recovery test crashes between, and the activation lock.
export { reconcileActivationsJob } from "./jobs/reconcile-activations"
export { settleDelayedBonusesJob } from "./jobs/settle-delayed-bonuses"
export { settleFrozenBonusesJob } from "./jobs/settle-frozen-bonuses"
export { ACTIVATION_LOCK, withActivationLock } from "./activation/lock"
export { entryKey } from "./activation/complete"
export { prepareActivation } from "./activation/prepare"
export { STUCK_AFTER, reconcileActivations } from "./activation/reconcile"
export { storedView } from "./activation/view"
export { postEntry } from "./activation/write"
export { runDailyTop } from "./daily-top/run"
export { onOrderCancelled, onOrderReceived } from "./orders/orders"
export { ports } from "./shared/ports"
export { refundPostings } from "./refund/compute"
export { computeRefund, refundKey } from "./refund/refund"
