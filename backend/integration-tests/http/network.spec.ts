import { medusaIntegrationTestRunner } from "../helpers/runner"
import {
  adminHeaders,
  errorAnswer,
  memberHeaders,
  storeHeaders,
} from "../helpers/auth"
import { network as networkOf } from "../helpers/services"

jest.setTimeout(120 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { headers: Record<string, string> }

    beforeEach(async () => {
      admin = await adminHeaders(getContainer(), api)
      const network = networkOf(getContainer())
      await network.placeMember({
        member_id: "mem_root",
        username: "root",
        sponsor_id: null,
      })
      for (const u of ["alice", "bob", "carol", "dave"]) {
        await network.placeMember({
          member_id: `mem_${u}`,
          username: u,
          sponsor_id: "mem_root",
        })
      }
    })

    describe("GET /admin/network/tree", () => {
      it("answers the subtree from the root, one level by default", async () => {
        const { data } = await api.get("/admin/network/tree", admin)
        expect(data.tree).toMatchObject({
          username: "root",
          line: null,
          size: 5,
          card: null,
        })
        expect(
          data.tree.children.map((c: { username: string; line: number }) => [
            c.username,
            c.line,
          ])
        ).toEqual([
          ["alice", 1],
          ["bob", 2],
          ["carol", 3],
        ])
        expect(data.tree.children[0].children).toEqual([])
      })

      it("starts at any username, case-insensitively, and goes deeper on request", async () => {
        const { data } = await api.get(
          "/admin/network/tree?root=ALICE&depth=2",
          admin
        )
        expect(data.tree.username).toBe("alice")
        expect(
          data.tree.children.map((c: { username: string }) => c.username)
        ).toEqual(["dave"])
      })

      it("answers member_not_found for an unknown root and invalid_data for a bad depth", async () => {
        const missing = await api
          .get("/admin/network/tree?root=ghost", admin)
          .catch(errorAnswer)
        expect(missing.status).toBe(404)
        expect(missing.data).toMatchObject({
          code: "member_not_found",
          field: "root",
        })
        const deep = await api
          .get("/admin/network/tree?depth=50", admin)
          .catch(errorAnswer)
        expect(deep.status).toBe(400)
        expect(deep.data).toMatchObject({
          code: "invalid_data",
          field: "depth",
        })
      })

      it("shows volumes and levels as the service keeps them", async () => {
        const network = networkOf(getContainer())
        await network.addVolume({
          key: "act-dave",
          member_id: "mem_dave",
          amount: "2000",
        })
        const { data } = await api.get("/admin/network/tree?root=alice", admin)
        expect(data.tree).toMatchObject({
          username: "alice",
          volume: "2000.00000000",
          team_level: 1,
          size: 2,
        })
      })

      it("is for staff only", async () => {
        const res = await api.get("/admin/network/tree").catch(errorAnswer)
        expect(res.status).toBe(401)
        const asMember = await api
          .get("/admin/network/tree", { headers: memberHeaders("mem_root") })
          .catch(errorAnswer)
        expect(asMember.status).toBe(401)
      })
    })

    describe("GET /store/network/team", () => {
      const as = async (memberId: string) => {
        const store = await storeHeaders(getContainer())
        return { headers: { ...store.headers, ...memberHeaders(memberId) } }
      }

      it("answers the member's own figures, direct referrals and three lines", async () => {
        const { data } = await api.get(
          "/store/network/team?limit=2",
          await as("mem_root")
        )
        expect(data.member).toMatchObject({
          username: "root",
          size: 5,
          direct_count: 4,
        })
        expect(
          data.directs.map((d: { username: string }) => d.username)
        ).toEqual(["alice", "bob"])
        expect(data.directs_count).toBe(4)
        expect(
          data.lines.map((l: { username: string; size: number }) => [
            l.username,
            l.size,
          ])
        ).toEqual([
          ["alice", 2],
          ["bob", 1],
          ["carol", 1],
        ])
      })

      it("expands a line inside the member's team but not outside it", async () => {
        const alice = await as("mem_alice")
        const own = await api.get("/store/network/team/tree?root=dave", alice)
        expect(own.data.tree.username).toBe("dave")
        const mine = await api.get("/store/network/team/tree", alice)
        expect(
          mine.data.tree.children.map((c: { username: string }) => c.username)
        ).toEqual(["dave"])
        const other = await api
          .get("/store/network/team/tree?root=bob", alice)
          .catch(errorAnswer)
        expect(other.status).toBe(404)
        expect(other.data.code).toBe("member_not_found")
      })

      it("needs a member's login", async () => {
        const store = await storeHeaders(getContainer())
        const res = await api
          .get("/store/network/team", store)
          .catch(errorAnswer)
        expect(res.status).toBe(401)
      })
    })

    describe("GET /admin/network/search", () => {
      it("finds members by username prefix", async () => {
        const { data } = await api.get("/admin/network/search?q=ca", admin)
        expect(
          data.members.map((m: { username: string }) => m.username)
        ).toEqual(["carol"])
      })
    })
  },
})
