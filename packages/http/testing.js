"use strict"
/* global expect */
// Helpers the plugins' module tests share (jest: `expect` is the test's global).
// Not packed: tests are not shipped.

/**
 * The module's transition table (`machine`, `from_status`, `to_status`) holds
 * exactly the allowed moves of each machine.
 */
async function expectAllowedMoves(knex, table, machines) {
  const { rows } = await knex.raw(
    `select machine, from_status || '>' || to_status as move
       from ${table} order by 1, 2`
  )
  for (const [machine, m] of Object.entries(machines))
    expect(
      rows.filter((r) => r.machine === machine).map((r) => r.move)
    ).toEqual([...m.allowed].sort())
}

/**
 * Tries every move between two distinct states of each machine on a row made for
 * it: an allowed move passes, any other is refused by the database with `code`,
 * and the row ends in the state it moved to, else stays. Answers how many moves
 * were refused.
 */
async function walkTransitions(machines, code, io) {
  let refused = 0
  for (const [machine, m] of Object.entries(machines))
    for (const from of m.states)
      for (const to of m.states) {
        if (from === to) continue
        const row = await io.rowIn(machine, from, to)
        const allowed = m.allowed.includes(`${from}>${to}`)
        if (allowed) await io.move(machine, row, to)
        else {
          await expect(io.move(machine, row, to)).rejects.toMatchObject({
            code,
          })
          refused++
        }
        expect(await io.stateOf(machine, row)).toBe(allowed ? to : from)
      }
  return refused
}

module.exports = { expectAllowedMoves, walkTransitions }
