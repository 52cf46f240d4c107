import enUS from "../../i18n/json/en-US.json"
import ptBR from "../../i18n/json/pt-BR.json"
import zhCN from "../../i18n/json/zh-CN.json"
import { PAGE_ROUTES } from "../../../lib/staff-access"
import {
  MENU_GROUPS,
  SHELL_COLOURS,
  contrast,
  groupStarts,
  itemOf,
  shellCss,
} from "../shell"

type Fake = {
  tag: string
  href?: string
  parentElement: Fake | null
  children: Fake[]
  matches: (sel: string) => boolean
  querySelectorAll: (sel: string) => Fake[]
}

describe("the admin shell", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(contrast("#ffffff", "#ffffff")).toBe(1)
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2)
  })

  it("draws borders and the current menu item at 3:1 or more on every background (1.4.11)", () => {
    for (const theme of Object.values(SHELL_COLOURS))
      for (const bg of theme.backgrounds) {
        expect(contrast(theme.border, bg)).toBeGreaterThanOrEqual(3)
        expect(contrast(theme.current, bg)).toBeGreaterThanOrEqual(3)
      }
    // Medusa's own: 8% black on the field background, and a white tile on the
    // off-white sidebar, were the 1.49:1 and 1.10:1 the audit measured.
    expect(contrast("#ffffff", "#fafafa")).toBeLessThan(1.2)
    const css = shellCss({})
    expect(css).toContain(`0px 0px 0px 1px ${SHELL_COLOURS.light.border}`)
    expect(css).toContain(`--borders-base`)
    expect(css).toContain(`aside nav a[aria-current="page"]`)
  })

  it("groups every platform screen of the menu in exactly one area, in the sidebar's order", () => {
    const grouped = MENU_GROUPS.flatMap((g) => g.pages)
    expect(new Set(grouped).size).toBe(grouped.length)
    for (const page of grouped) expect(Object.keys(PAGE_ROUTES)).toContain(page)
    expect(MENU_GROUPS.map((g) => g.id)).toEqual([
      "people",
      "money",
      "rewards",
      "content",
      "shop",
    ])
  })

  it("names an area above its first page the role sees, and not at all when it sees none", () => {
    expect([...groupStarts([]).entries()]).toEqual([
      ["/app/member", "people"],
      ["/app/recharge-record", "money"],
      ["/app/system", "rewards"],
      ["/app/notice", "content"],
      ["/app/goods-list", "shop"],
    ])
    const content = groupStarts([
      "/app/member",
      "/app/user",
      "/app/tree-child",
      "/app/audit",
      "/app/recharge-record",
    ])
    expect(content.has("/app/member")).toBe(false)
    expect(content.get("/app/cash-record")).toBe("money")
    expect([...content.values()]).not.toContain("people")
  })

  it("names the areas in each language, quoted safely in the stylesheet", () => {
    for (const file of [enUS, ptBR, zhCN])
      for (const g of MENU_GROUPS)
        expect(
          (file.uucMembers.menuGroups as Record<string, string>)[g.id]
        ).toBeTruthy()
    expect(ptBR.uucMembers.menuGroups.money).toBe("Dinheiro")
    expect(shellCss({ people: 'Pe"ople' })).toContain(
      '[data-uuc-menu-group="people"]::before { content: "Pe\\"ople"; }'
    )
  })

  it("marks the menu item around a link, never the link itself (its name stays its own)", () => {
    const el = (tag: string, children: Fake[] = [], href?: string): Fake => {
      const node: Fake = {
        tag,
        href,
        parentElement: null,
        children,
        matches: (sel: string) => sel === "a[href]" && tag === "a" && !!href,
        querySelectorAll: (sel: string) => {
          const all: Fake[] = []
          const walk = (n: Fake) =>
            n.children.forEach((c) => {
              if (c.matches(sel)) all.push(c)
              walk(c)
            })
          walk(node)
          return all
        },
      }
      children.forEach((c) => (c.parentElement = node))
      return node
    }
    const link = el("a", [], "/app/member")
    const item = el("div", [el("span", [link])])
    el("nav", [item, el("div", [el("a", [], "/app/user")])])
    expect(itemOf(link as unknown as Element)).toBe(item)
  })
})
