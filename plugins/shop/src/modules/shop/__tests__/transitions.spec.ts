import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { SHOP_MODULE } from ".."
import ShopModuleService from "../service"

jest.setTimeout(120000)

type Knex = {
  raw: (
    sql: string,
    bindings?: unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * The allowed moves of an order and of its merchant settlement (issue 13, defect
 * 7): the table must hold exactly these, and the database refuses every other.
 * The moves back are the compensations of a failed Medusa workflow.
 */
const MACHINES = {
  order: {
    column: "status",
    states: ["pending_shipment", "shipped", "received", "cancelled"],
    allowed: [
      "cancelled>pending_shipment",
      "pending_shipment>cancelled",
      "pending_shipment>shipped",
      "received>shipped",
      "shipped>pending_shipment",
      "shipped>received",
    ],
  },
  settlement: {
    column: "settlement_status",
    states: ["none", "pending", "settled", "cancelled"],
    allowed: ["pending>cancelled", "pending>settled"],
  },
} as const

moduleIntegrationTestRunner<ShopModuleService>({
  moduleName: SHOP_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ MikroOrmWrapper }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Knex
    let seq = 0

    /**
     * An order row written straight in a state (inserts are not transitions). A
     * settlement's row stands in the order status its target needs (a settled
     * settlement stays received, a cancelled one belongs to a cancelled order),
     * so that only the transition table decides.
     */
    async function rowIn(
      machine: keyof typeof MACHINES,
      from: string,
      to: string
    ) {
      const id = `order_walk_${++seq}`
      const status =
        machine === "order"
          ? from
          : to === "settled"
            ? "received"
            : to === "cancelled"
              ? "cancelled"
              : "pending_shipment"
      const settlement = machine === "order" ? "none" : from
      await knex().raw(
        `insert into shop_order (id, order_id, cart_id, customer_id, member_id,
           status, settlement_status)
         values (?, ?, 'cart', 'cus', 'mem', ?, ?)`,
        [`shor_${seq}`, id, status, settlement]
      )
      return id
    }

    it("the transition table holds exactly the allowed moves", async () => {
      const { rows } = await knex().raw(
        `select machine, from_status || '>' || to_status as move
           from shop_state_transition order by 1, 2`
      )
      for (const [machine, m] of Object.entries(MACHINES))
        expect(
          rows.filter((r) => r.machine === machine).map((r) => r.move)
        ).toEqual([...m.allowed])
    })

    it("every forbidden transition is refused by the database, every allowed one passes", async () => {
      let refused = 0
      for (const [name, m] of Object.entries(MACHINES))
        for (const from of m.states)
          for (const to of m.states) {
            if (from === to) continue
            const id = await rowIn(name as keyof typeof MACHINES, from, to)
            const update = knex().raw(
              `update shop_order set ${m.column} = ? where order_id = ?`,
              [to, id]
            )
            const allowed = (m.allowed as readonly string[]).includes(
              `${from}>${to}`
            )
            if (allowed) await update
            else {
              await expect(update).rejects.toMatchObject({ code: "UL423" })
              refused++
            }
            const { rows } = await knex().raw(
              `select ${m.column} as state from shop_order where order_id = ?`,
              [id]
            )
            expect(rows[0].state).toBe(allowed ? to : from)
          }
      // orders 12 - 6, settlements 12 - 2
      expect(refused).toBe(16)
    })
  },
})
