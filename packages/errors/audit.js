// The audit log's write contract for plugins other than members (which owns the
// table): one call of the members module's published SQL function with the caller's
// own transaction, so the staff change and its audit row commit or roll back together.

// (a chain transaction's hash is not a secret: reviews show it)
const SECRET = /password|secret|(^|_)token$|(^|_)hash$/i
const PUBLIC = /tx_hash$/i
const MAX_CHARS = 20000

/** A copy without secrets (passwords, tokens, hashes), cut when very large. */
function withoutSecrets(value, depth = 0) {
  if (depth > 8) return "…"
  if (Array.isArray(value))
    return value.slice(0, 200).map((v) => withoutSecrets(v, depth + 1))
  if (value instanceof Date) return value.toISOString()
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET.test(k) || PUBLIC.test(k))
        .map(([k, v]) => [k, withoutSecrets(v, depth + 1)])
    )
  return value === undefined ? null : value
}

function jsonOf(value) {
  if (value === undefined || value === null) return null
  const text = JSON.stringify(withoutSecrets(value))
  return text.length > MAX_CHARS
    ? JSON.stringify({ truncated: text.slice(0, MAX_CHARS) })
    : text
}

/**
 * Writes one audit row through `knex` (a transaction's: `knexOf(ctx)` inside
 * `@InjectTransactionManager`) and answers its id.
 */
async function writeAudit(knex, entry) {
  const { rows } = await knex.raw(
    "select members_audit_write(?, ?, ?, ?, ?::jsonb, ?::jsonb) as id",
    [
      entry.actor_id,
      entry.action,
      entry.target_type,
      String(entry.target_id),
      jsonOf(entry.before),
      jsonOf(entry.after),
    ]
  )
  return String(rows[0].id)
}

module.exports = { writeAudit, withoutSecrets }
