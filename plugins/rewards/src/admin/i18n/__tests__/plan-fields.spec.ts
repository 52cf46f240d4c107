import { plan } from "@uuc/data"
import { toFields, type PlanDoc } from "../../lib/plan-form"
import enUS from "../json/plan-fields/en-US.json"
import ptBR from "../json/plan-fields/pt-BR.json"
import zhCN from "../json/plan-fields/zh-CN.json"

type Tree = { [key: string]: string | Tree }
const at = (tree: Tree, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree)

describe("the plan fields' labels and help texts", () => {
  it("exist for every field of the plan, translated in pt-BR and zh-CN", () => {
    const fields = toFields(plan as unknown as PlanDoc)
    expect(fields.length).toBeGreaterThan(40)
    for (const { path } of fields) {
      for (const part of ["label", "help"]) {
        const en = at(enUS, `${path}.${part}`)
        const pt = at(ptBR, `${path}.${part}`)
        const zh = at(zhCN, `${path}.${part}`)
        expect([path, typeof en]).toEqual([path, "string"])
        expect([path, typeof pt]).toEqual([path, "string"])
        expect(pt).not.toBe(en)
        expect(zh).toMatch(/[\u4e00-\u9fff]/)
      }
    }
  })
})
