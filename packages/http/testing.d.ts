import type { Knex } from "./index"

/** A module's state machines: their states and the allowed `from>to` moves. */
export type Machines = Record<
  string,
  { states: readonly string[]; allowed: readonly string[] }
>

/** The module's transition table holds exactly the allowed moves of each machine. */
export declare function expectAllowedMoves(
  knex: Knex,
  table: string,
  machines: Machines
): Promise<void>

/**
 * Tries every move between two distinct states of each machine (see testing.js);
 * answers how many the database refused with `code`.
 */
export declare function walkTransitions<M extends Machines, R>(
  machines: M,
  code: string,
  io: {
    /** A row of `machine` written straight in `from` (inserts are not transitions). */
    rowIn(machine: keyof M & string, from: string, to: string): Promise<R>
    /** Moves the row to `to`. */
    move(machine: keyof M & string, row: R, to: string): Promise<unknown>
    /** The row's state now. */
    stateOf(machine: keyof M & string, row: R): Promise<unknown>
  }
): Promise<number>
