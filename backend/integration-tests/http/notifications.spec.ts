// Notifications: events become one in-app notification per recipient (Medusa's
// Notification Module, channel in-app), read on /store/notifications in the
// member's language and marked read on /store/notifications/read.
import { Modules } from "@medusajs/framework/utils"
import type { INotificationModuleService } from "@medusajs/framework/types"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer, memberToken } from "../helpers/auth"
import { fund, until } from "../helpers/ledger"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { members as membersOf } from "../helpers/services"
import {
  cardActivation,
  type Headers,
  onceBeforeTests,
  signedIn,
} from "../helpers/suite"

jest.setTimeout(180 * 1000)

const ADDRESS = `0x${"cd".repeat(20)}`
const TX = `0x${"7".repeat(64)}`

type Item = {
  id: string
  kind: string
  title: string
  body: string
  link: string
  read_at: string | null
  created_at: string
}
type Inbox = { notifications: Item[]; unread_count: number; count: number }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer, "notifystaff")
    const ids: Record<string, string> = {}
    const customers: Record<string, string> = {}
    /** A member's headers with their real customer id (the notifications' receiver). */
    const as = (username: string, extra: Record<string, string> = {}) => ({
      headers: {
        ...store.headers,
        authorization: `Bearer ${memberToken(ids[username], customers[username])}`,
        "idempotency-key": `${username}-${Math.random()}`,
        ...extra,
      },
    })
    const inbox = async (
      username: string,
      query = "",
      h: Headers = as(username)
    ) => (await api.get(`/store/notifications${query}`, h)).data as Inbox
    const activate = cardActivation(api, (u, key) => ({
      headers: {
        ...as(u).headers,
        ...(key ? { "idempotency-key": key } : {}),
      },
    }))
    const notifications = () =>
      getContainer().resolve<INotificationModuleService>(Modules.NOTIFICATION)

    onceBeforeTests(async () => {
      const container = getContainer()
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "root"],
      ])
      const rows = await membersOf(container).listMembers({
        id: Object.values(ids),
      })
      for (const [name, id] of Object.entries(ids))
        customers[name] = rows.find((m) => m.id === id)!.customer_id
      await api.post(
        "/admin/chain-addresses",
        {
          chain: "BEP20",
          address: ADDRESS,
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      await fund(container, ids.root, "500")
      await fund(container, ids.alice, "500")
    })

    /** Alice's card: root (her sponsor) gets a bonus, both get told. */
    async function aliceActivates() {
      await activate("root", "standard")
      await activate("alice", "standard")
      await until(
        () => inbox("root"),
        (i) => i.notifications.some((n) => n.kind === "bonus_earned")
      )
      return until(
        () => inbox("alice"),
        (i) => i.notifications.some((n) => n.kind === "card_activated")
      )
    }

    describe("events → notifications", () => {
      it("a card activation tells the member and their sponsor, once each, also when the event comes twice", async () => {
        await aliceActivates()
        const rootInbox = await inbox("root")
        const bonuses = rootInbox.notifications.filter(
          (n) => n.kind === "bonus_earned"
        )
        expect(bonuses).toHaveLength(1)
        expect(bonuses[0]).toMatchObject({
          link: "/financial",
          read_at: null,
          title: expect.stringMatching(/^You earned a bonus of [\d.,]+ USD$/),
          body: expect.stringContaining("alice"),
        })
        const alice = await inbox("alice")
        expect(alice.notifications.map((n) => n.kind)).toEqual([
          "card_activated",
        ])
        expect(alice.notifications[0].title).toBe(
          "Your Standard card is active"
        )

        // the same event delivered again (a replay, a second worker) adds nothing
        const [row] = await notifications().listNotifications({
          receiver_id: customers.alice,
          channel: "in-app",
        })
        const eventBus = getContainer().resolve(Modules.EVENT_BUS)
        const activation = (row.resource_id ?? "") as string
        await eventBus.emit({
          name: "card.activated",
          data: {
            id: activation,
            member_id: ids.alice,
            card: "standard",
            kind: "purchase",
            amount: "20",
          },
        })
        await new Promise((r) => setTimeout(r, 1500))
        const all = await notifications().listNotifications({
          channel: "in-app",
          resource_id: activation,
        })
        expect(all.map((n) => n.receiver_id).sort()).toEqual(
          [customers.alice, customers.root].sort()
        )
        expect(
          all
            .map((n) => (n as { idempotency_key?: string }).idempotency_key)
            .sort()
        ).toEqual(
          [
            `card.activated:${activation}:${customers.alice}`,
            `card.activated.bonus:${activation}:${customers.root}`,
          ].sort()
        )
      })

      it("a recharge confirmed by staff tells the member the amount", async () => {
        const { data } = await api.post(
          "/store/recharges",
          { amount: "150.5", chain: "BEP20", tx_hash: TX },
          as("bob")
        )
        const confirm = () =>
          api.post(
            `/admin/recharges/${data.recharge.id}/confirm`,
            { secondary_password: STAFF_SECONDARY },
            { headers: { ...admin.headers, "idempotency-key": "notify-rc-1" } }
          )
        await confirm()
        await confirm() // a staff retry: the same answer, no second notice
        const bob = await until(
          () => inbox("bob"),
          (i) => i.count > 0
        )
        await new Promise((r) => setTimeout(r, 1000))
        expect((await inbox("bob")).notifications).toEqual([
          expect.objectContaining({
            kind: "recharge_credited",
            title: "Recharge credited",
            body: "150.50 USDT was added to your wallet.",
            link: "/wallet",
          }),
        ])
        expect(bob.unread_count).toBe(1)
        const pt = await inbox("bob", "?locale=pt-BR")
        expect(pt.notifications[0]).toMatchObject({
          title: "Recarga creditada",
          body: "150,50 USDT foram adicionados à sua carteira.",
        })
      })
    })

    describe("GET /store/notifications", () => {
      it("answers in the member's language: ?locale=, else Accept-Language", async () => {
        await aliceActivates()
        const pt = await inbox("alice", "?locale=pt-BR")
        expect(pt.notifications[0].title).toBe("Seu cartão Padrão está ativo")
        const zh = await inbox(
          "alice",
          "",
          as("alice", { "accept-language": "zh-CN,zh;q=0.9" })
        )
        expect(zh.notifications[0].title).toBe("您的标准卡已激活")
        const rootZh = await inbox("root", "?locale=zh-CN")
        expect(rootZh.notifications[0].title).toMatch(
          /^您获得了 [\d.,]+ USD 奖金$/
        )
      })

      it("shows a member only their own, and refuses without a member token", async () => {
        await aliceActivates()
        expect((await inbox("bob")).notifications).toEqual([])
        const anonymous = await api
          .get("/store/notifications", store)
          .catch(errorAnswer)
        expect(anonymous.status).toBe(401)
      })

      it("refuses a bad query with invalid_data", async () => {
        for (const q of [
          "?unread=maybe",
          "?limit=0",
          "?limit=101",
          "?offset=-1",
        ]) {
          const bad = await api
            .get(`/store/notifications${q}`, as("alice"))
            .catch(errorAnswer)
          expect([q, bad.status, bad.data.code]).toEqual([
            q,
            400,
            "invalid_data",
          ])
        }
      })
    })

    describe("POST /store/notifications/read", () => {
      it("marks named ones, then all, read; unread=true lists what is left", async () => {
        await aliceActivates()
        await activate("alice", "gold") // the upgrade: a second notice
        const both = await until(
          () => inbox("alice"),
          (i) => i.count === 2
        )
        expect(both.unread_count).toBe(2)
        const first = both.notifications[1].id
        const { data } = await api.post(
          "/store/notifications/read",
          { ids: [first] },
          as("alice")
        )
        expect(data).toEqual({ marked: 1, unread_count: 1 })
        const again = await api.post(
          "/store/notifications/read",
          { ids: [first] },
          as("alice")
        )
        expect(again.data).toEqual({ marked: 0, unread_count: 1 })
        const unread = await inbox("alice", "?unread=true")
        expect(unread.notifications.map((n) => n.id)).toEqual([
          both.notifications[0].id,
        ])
        expect(unread.count).toBe(1)
        const read = (await inbox("alice")).notifications.find(
          (n) => n.id === first
        )
        expect(read?.read_at).toEqual(expect.any(String))

        const all = await api.post(
          "/store/notifications/read",
          { all: true },
          as("alice")
        )
        expect(all.data).toEqual({ marked: 1, unread_count: 0 })
        expect((await inbox("alice", "?unread=true")).notifications).toEqual([])
      })

      it("refuses to mark another member's notification, and marks nothing", async () => {
        await aliceActivates()
        const rootItem = (await inbox("root")).notifications[0]
        const aliceItem = (await inbox("alice")).notifications[0]
        const refused = await api
          .post(
            "/store/notifications/read",
            { ids: [aliceItem.id, rootItem.id] },
            as("alice")
          )
          .catch(errorAnswer)
        expect(refused.status).toBe(404)
        expect(refused.data.code).toBe("notification_not_found")
        expect((await inbox("root")).unread_count).toBe(
          (await inbox("root")).count
        )
        expect((await inbox("alice")).unread_count).toBe(1)
      })

      it("refuses a body that names neither ids nor all, or an empty list", async () => {
        const cases: [unknown, string][] = [
          [{}, "notification_read_target"],
          [{ all: false }, "notification_read_target"],
          [{ ids: "x" }, "notification_read_target"],
          [{ ids: [] }, "invalid_data"],
        ]
        for (const [body, code] of cases) {
          const bad = await api
            .post("/store/notifications/read", body, as("alice"))
            .catch(errorAnswer)
          expect([body, bad.status, bad.data.code]).toEqual([body, 400, code])
        }
      })
    })
  },
})
