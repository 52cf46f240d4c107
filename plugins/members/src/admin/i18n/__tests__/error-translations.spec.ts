import fs from "node:fs"
import path from "node:path"
import i18next from "i18next"
import { initReactI18next } from "react-i18next"
import errorsEnUS from "../json/errors/en-US.json"
import errorsPtBR from "../json/errors/pt-BR.json"
import errorsZhCN from "../json/errors/zh-CN.json"
import { translateServerError } from "@uuc/admin-kit/errors"

const PLUGINS = path.resolve(__dirname, "../../../../..")

/** Every error code with its en-US message, read from the plugins' messages.ts. */
function serverMessages(): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === "node_modules" || e.name.startsWith(".")) continue
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (e.name === "messages.ts")
        for (const [, code, message] of fs
          .readFileSync(p, "utf8")
          .matchAll(/^\s+(\w+):\s*"((?:[^"\\]|\\.)*)",?$/gm))
          found.set(code, message.replace(/\\"/g, '"'))
    }
  }
  walk(PLUGINS)
  return found
}

describe("the admin's translations of server errors", () => {
  it("cover every code with its en-US message, translated in pt-BR and zh-CN", () => {
    const server = serverMessages()
    expect(server.size).toBeGreaterThan(20)
    const en = errorsEnUS as Record<string, string>
    const pt = errorsPtBR as Record<string, string>
    const zh = errorsZhCN as Record<string, string>
    for (const [code, message] of server) {
      expect([code, en[code]]).toEqual([code, message])
      expect(pt[code]).toBeTruthy()
      expect(pt[code]).not.toBe(message)
      expect(zh[code]).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it("translates an error by its code, or by its en-US text when the code is gone", async () => {
    await i18next.use(initReactI18next).init({
      lng: "ptBR",
      resources: {
        en: { translation: { uucErrors: errorsEnUS } },
        ptBR: { translation: { uucErrors: errorsPtBR } },
      },
    })
    const en = errorsEnUS as Record<string, string>
    const pt = errorsPtBR as Record<string, string>
    expect(
      translateServerError({ code: "invalid_price" }, en.invalid_price)
    ).toBe(pt.invalid_price)
    expect(
      translateServerError(
        new Error(en.withdrawal_not_open),
        en.withdrawal_not_open
      )
    ).toBe(pt.withdrawal_not_open)
    expect(translateServerError(new Error("boom"), "boom")).toBe("boom")
  })
})
