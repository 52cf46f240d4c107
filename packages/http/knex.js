"use strict"
// The modules' way to their database: one copy for every plugin's services.

/**
 * The transaction's knex inside one (`@InjectTransactionManager`), else the pool's
 * (`@InjectManager`): `ctx` is the service method's `@MedusaContext()`.
 */
function knexOf(ctx) {
  const manager = ctx.transactionManager ?? ctx.manager
  return manager.getTransactionContext() ?? manager.getKnex()
}

module.exports = { knexOf }
