import enUS from "../json/en-US.json"
import ptBR from "../json/pt-BR.json"
import zhCN from "../json/zh-CN.json"

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)
  )

describe("admin translations", () => {
  it("has every en-US key in pt-BR and zh-CN, and nothing else", () => {
    const en = keys(enUS).sort()
    expect(keys(ptBR).sort()).toEqual(en)
    expect(keys(zhCN).sort()).toEqual(en)
  })
})
