import { newId } from "../lib/ids"
import { conflict } from "../lib/errors"
import { addressOf, chainOf } from "../lib/formats"
import type { Chain } from "../lib/accounts"
import { iso, type Knex, type Row } from "../lib/sql"

export type ChainAddressView = {
  id: string
  chain: Chain
  address: string
  created_by: string | null
  retired_at: string | null
  created_at: string
}

const present = (r: Row): ChainAddressView => ({
  id: String(r.id),
  chain: r.chain as Chain,
  address: String(r.address),
  created_by: r.created_by == null ? null : String(r.created_by),
  retired_at: iso(r.retired_at),
  created_at: iso(r.created_at)!,
})

/**
 * Sets the platform's receiving address on a chain. The current one is retired,
 * never deleted: recharges reported to it stay explainable.
 */
export async function setChainAddress(
  knex: Knex,
  input: { chain: string; address: string; created_by: string | null }
): Promise<ChainAddressView> {
  const chain = chainOf(input.chain)
  const address = addressOf(input.address)
  const { rows: current } = await knex.raw(
    `select * from ledger_chain_address
      where chain = ? and retired_at is null and deleted_at is null for update`,
    [chain]
  )
  if (current[0] && current[0].address === address) return present(current[0])
  await knex.raw(
    `update ledger_chain_address set retired_at = now(), updated_at = now()
      where chain = ? and retired_at is null and deleted_at is null`,
    [chain]
  )
  try {
    const { rows } = await knex.raw(
      `insert into ledger_chain_address (id, chain, address, created_by)
       values (?, ?, ?, ?) returning *`,
      [newId("lcad"), chain, address, input.created_by]
    )
    return present(rows[0])
  } catch (e) {
    if ((e as { code?: string }).code === "23505")
      throw conflict("conflict", "chain")
    throw e
  }
}

/** The current receiving address of each chain. */
export async function currentChainAddresses(knex: Knex) {
  const { rows } = await knex.raw(
    `select * from ledger_chain_address where retired_at is null and deleted_at is null
      order by chain`
  )
  return rows.map(present)
}

/** Every address ever set, newest first. */
export async function chainAddressHistory(knex: Knex) {
  const { rows } = await knex.raw(
    `select a.*, (select count(*)::int from ledger_recharge r
                   where r.chain = a.chain and r.to_address = a.address) as recharges
       from ledger_chain_address a where a.deleted_at is null
      order by a.created_at desc, a.id desc`
  )
  return rows.map((r) => ({ ...present(r), recharges: Number(r.recharges) }))
}
