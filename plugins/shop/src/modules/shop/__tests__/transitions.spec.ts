import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { SHOP_MODULE } from ".."
import ShopModuleService from "../service"
import type { Knex } from "@uuc/http"
import { expectAllowedMoves, walkTransitions } from "@uuc/http/testing"

jest.setTimeout(120000)

/**
 * The allowed moves of an order and of its merchant settlement (defect
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
      await expectAllowedMoves(knex(), "shop_state_transition", MACHINES)
    })

    it("every forbidden transition is refused by the database, every allowed one passes", async () => {
      const refused = await walkTransitions(MACHINES, "UL423", {
        rowIn,
        move: (machine, id, to) =>
          knex().raw(
            `update shop_order set ${MACHINES[machine].column} = ? where order_id = ?`,
            [to, id]
          ),
        stateOf: async (machine, id) => {
          const { rows } = await knex().raw(
            `select ${MACHINES[machine].column} as state from shop_order where order_id = ?`,
            [id]
          )
          return rows[0].state
        },
      })
      // orders 12 - 6, settlements 12 - 2
      expect(refused).toBe(16)
    })
  },
})
