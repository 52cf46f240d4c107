import { describe, expect, it } from "vitest"
import enUS from "./locales/en-US.json"
import ptBR from "./locales/pt-BR.json"
import zhCN from "./locales/zh-CN.json"

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]
  )
const values = (o: object): string[] =>
  Object.values(o).flatMap((v) =>
    v && typeof v === "object" ? values(v) : [String(v)]
  )

describe("locale files", () => {
  it("have the same keys in every language", () => {
    expect(keys(ptBR).sort()).toEqual(keys(enUS).sort())
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort())
  })
  it("are translated, not copied (language names and brand aside)", () => {
    const en = new Map(keys(enUS).map((k, i) => [k, values(enUS)[i]]))
    const copied = (other: object) =>
      keys(other).filter(
        (k, i) =>
          !k.startsWith("languages.") &&
          values(other)[i] === en.get(k) &&
          /[a-z]{4}/i.test(en.get(k)!)
      )
    expect(copied(ptBR)).toEqual([])
    expect(copied(zhCN)).toEqual([])
  })
})
