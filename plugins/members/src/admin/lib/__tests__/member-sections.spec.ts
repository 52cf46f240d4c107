// The member page's slot (@uuc/admin-kit's member-sections): other plugins register
// their sections (the ledger's balances and adjustment) without the members plugin
// importing them; each plugin bundles its own copy of the kit, so the registry is
// one for all on globalThis.
import {
  memberSections,
  registerMemberSection,
} from "@uuc/admin-kit/member-sections"

const None = () => null

describe("member sections", () => {
  it("lists the registered sections by rank, a second registration replacing the first", () => {
    registerMemberSection({ id: "b.late", rank: 20, Component: None })
    registerMemberSection({ id: "a.early", rank: 10, Component: None })
    registerMemberSection({ id: "b.late", rank: 5, Component: None })
    expect(memberSections().map((s) => [s.id, s.rank])).toEqual([
      ["b.late", 5],
      ["a.early", 10],
    ])
    // what another copy of the kit (another plugin's bundle) would see
    expect(
      (globalThis as { __uucMemberSections?: unknown[] }).__uucMemberSections
    ).toHaveLength(2)
  })
})
