// Commits that may skip waiting for their WAL flush (synchronous_commit off), as a
// context the caller sets around its work rather than a flag on every method: the
// modules' SQL reads it when they commit. Only for a caller that commits durably
// before it acknowledges anything (a later durable commit flushes every earlier
// one) and that redoes its keyed writes after a crash (the rewards activation path).
const { AsyncLocalStorage } = require("node:async_hooks")

// one store per process, even if two copies of this package are installed
const KEY = Symbol.for("@uuc/errors:relaxed-commit")
const store = globalThis[KEY] ?? (globalThis[KEY] = new AsyncLocalStorage())

/** Runs `fn` with relaxed commits: those its module calls make skip the flush wait. */
function withRelaxedCommit(fn) {
  return store.run(true, fn)
}

/** Whether the running code may commit without waiting for the WAL flush. */
function relaxedCommit() {
  return store.getStore() === true
}

module.exports = { withRelaxedCommit, relaxedCommit }
