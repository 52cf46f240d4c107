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

// `:name` (not the `::type` of a cast) and `?`, as knex.raw reads them
const NAMED = /(?<!:):([A-Za-z_]\w*)/g
const POSITIONAL = /\?/g

/**
 * A hot statement sent as a named prepared statement (issue 24) on the
 * connection `knex` stands for: the transaction's inside one, else one of the
 * pool's for the call. PostgreSQL parses it once per connection (and plans it
 * once when its generic plan is as good), and the call skips knex's raw path.
 * `sql` takes `?` bindings (an array) or `:name` ones (an object), as knex.raw;
 * answers the rows. Why not knex.raw: knex sends every statement unnamed, so
 * PostgreSQL parses and plans the activation's large statements every time.
 */
function prepared(name, sql) {
  const names = []
  const text = sql.includes("?")
    ? ((n) => sql.replace(POSITIONAL, () => `$${++n}`))(0)
    : sql.replace(NAMED, (_, key) => {
        const at = names.indexOf(key)
        return `$${at >= 0 ? at + 1 : names.push(key)}`
      })
  const valuesOf = (bindings) =>
    names.length
      ? names.map((key) => {
          if (bindings[key] === undefined)
            throw new Error(`${name}: no binding for :${key}`)
          return bindings[key]
        })
      : bindings
  return async (knex, bindings = []) => {
    const values = valuesOf(bindings)
    const client = knex.client
    const conn = await client.acquireConnection()
    try {
      return (await conn.query({ name, text, values })).rows
    } finally {
      await client.releaseConnection(conn)
    }
  }
}

module.exports = { knexOf, prepared }
