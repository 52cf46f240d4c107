// The shop's card groups (plugins/shop subscribers/card-groups.ts): a member's
// customer is in the customer group of the card the network says they hold and in
// no other, after an upgrade, a replayed event, a refund's event, and a burst of
// events synced together.
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { fund, until } from "../helpers/ledger"
import { shopSuite } from "../helpers/shop-suite"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { ids, customers, as } = shopSuite(api, getContainer)
    const customerModule = () => getContainer().resolve(Modules.CUSTOMER)
    /** The card groups a member's customer is in, by name. */
    const groups = async (u: string) =>
      (
        await customerModule().retrieveCustomer(customers[u], {
          relations: ["groups"],
        })
      ).groups
        ?.map((g) => g.name ?? "")
        .filter((n) => n.startsWith("UUC "))
        .sort() ?? []
    const settle = (u: string, want: string[]) =>
      until(
        () => groups(u),
        (got) => JSON.stringify(got) === JSON.stringify(want)
      )
    const groupId = async (card: string) =>
      (
        await customerModule().listCustomerGroups({ name: `UUC ${card} card` })
      )[0].id
    const emit = (name: string, u: string) =>
      getContainer()
        .resolve(Modules.EVENT_BUS)
        .emit({ name, data: { member_id: ids[u] } })

    it("an upgrade moves the customer from the standard group to the gold one", async () => {
      expect(await groups("std")).toEqual(["UUC standard card"])
      await fund(getContainer(), ids.std, "100")
      await api.post(
        "/store/cards/activate",
        { card: "gold", secondary_password: "stdSecond1" },
        as("std", "upgrade-std")
      )
      expect(await settle("std", ["UUC gold card"])).toEqual(["UUC gold card"])
    })

    it("a burst of events (replays, a refund's, stale groups) leaves each customer in its card's group only", async () => {
      // out of place by hand: the card-less guest in the gold group (as after a
      // refund), std in the gold group too; gold is where its card says
      await customerModule().addCustomerToGroup([
        {
          customer_id: customers.guest,
          customer_group_id: await groupId("gold"),
        },
        {
          customer_id: customers.std,
          customer_group_id: await groupId("gold"),
        },
      ])
      expect(await groups("guest")).toEqual(["UUC gold card"])
      await Promise.all([
        emit("card.refunded", "guest"),
        emit("card.activated", "std"),
        emit("card.activated", "gold"),
        emit("card.activated", "gold"),
      ])
      expect(await settle("guest", [])).toEqual([])
      expect(await settle("std", ["UUC standard card"])).toEqual([
        "UUC standard card",
      ])
      expect(await groups("gold")).toEqual(["UUC gold card"])
      // a replay of what is already in place changes nothing
      await emit("card.activated", "std")
      await new Promise((r) => setTimeout(r, 500))
      expect(await groups("std")).toEqual(["UUC standard card"])
    })
  },
})
