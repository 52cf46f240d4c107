// Checks for the plugins' admin specs (Jest globals), kept out of the kit's index
// so that no admin bundle pulls them in.

type Tree = { [key: string]: string | Tree }

const keys = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)
  )

/** A plugin's admin translations: every en-US key in pt-BR and zh-CN, and nothing else. */
export function describeTranslations(enUS: Tree, ptBR: Tree, zhCN: Tree) {
  describe("admin translations", () => {
    it("has every en-US key in pt-BR and zh-CN, and nothing else", () => {
      const en = keys(enUS).sort()
      expect(keys(ptBR).sort()).toEqual(en)
      expect(keys(zhCN).sort()).toEqual(en)
    })
  })
}
