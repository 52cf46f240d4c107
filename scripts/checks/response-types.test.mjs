// One declaration of each shared API type (issue 25): the plugin declares what its
// routes answer and exports it from its `<name>-api` entry; the storefront's hooks
// and the admin import it type-only instead of declaring a copy that drifts (as
// ActivationOffer and WALLET_PROVIDER did). Here, on the sources (TypeScript's
// parser): each name below is declared once, and no source but
// data/ledger-kinds.json lists the ledger's entry kinds.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { test } from "node:test"
import { root } from "../lib/paths.mjs"

const require = createRequire(import.meta.url)
const ts = require("typescript")

/** The shared names and where their one declaration lives. */
const SHARED = {
  ActivationOffer: "plugins/rewards/src/refund/offer.ts",
  RefundBlock: "plugins/rewards/src/refund/offer.ts",
  WALLET_PROVIDER: "plugins/shop/src/lib/checkout-steps.ts",
  WalletProvider: "plugins/shop/src/shop-api.ts",
  Balances: "plugins/ledger/src/modules/ledger/lib/types.ts",
}

const { kinds: LEDGER_KINDS } = JSON.parse(
  fs.readFileSync(path.join(root, "data", "ledger-kinds.json"), "utf8")
)

/**
 * The names a source declares (type aliases, interfaces, enums, classes, functions,
 * variables: not imports nor re-exports), and its array literals of six or more
 * strings that are all ledger kinds: a copy of the kinds list (a few kinds, such as
 * the bonus group a filter reads, are a rule of their own).
 */
export function declarations(text, fileName = "x.ts") {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    kind
  )
  const names = []
  const kindLists = []
  const visit = (node) => {
    if (
      (ts.isTypeAliasDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isEnumDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isFunctionDeclaration(node)) &&
      node.name
    )
      names.push(node.name.text)
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name))
      names.push(node.name.text)
    if (
      ts.isArrayLiteralExpression(node) &&
      node.elements.length >= 6 &&
      node.elements.every(
        (e) => ts.isStringLiteralLike(e) && LEDGER_KINDS.includes(e.text)
      )
    )
      kindLists.push(source.getLineAndCharacterOfPosition(node.pos).line + 1)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { names, kindLists }
}

test("declarations finds declared names and copies of the kinds list, not imports", () => {
  const text = `import type { ActivationOffer } from "@uuc/rewards/rewards-api"
    export type { ActivationOffer }
    export type { Balances } from "@uuc/ledger/ledger-api"
    type RefundBlock = "refunded" | "pending"
    interface Balances { USDT: string }
    const WALLET_PROVIDER = "pp_wallet_wallet"
    const KINDS = ["recharge", "transfer", "burn", "mint", "refund", "activation"]
    const other = ["recharge", "transfer", "burn", "mint", "refund", "nothing"]
    const bonus = new Set(["bonus_settlement", "daily_top", "order_bonuses"])`
  const { names, kindLists } = declarations(text)
  assert.deepEqual(names.sort(), [
    "Balances",
    "KINDS",
    "RefundBlock",
    "WALLET_PROVIDER",
    "bonus",
    "other",
  ])
  assert.deepEqual(kindLists, [7])
})

test("each shared API type is declared once, in its plugin; the kinds list only in data/", () => {
  const files = execFileSync(
    "git",
    ["ls-files", "plugins", "storefront/src", "backend", "packages", "e2e"],
    { cwd: root, encoding: "utf8" }
  )
    .split("\n")
    .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith(".d.ts"))
    .filter((f) => !/(^|\/)(node_modules|\.medusa)\//.test(f))
    .filter((f) => fs.existsSync(path.join(root, f)))
  assert.ok(files.length > 200, `found ${files.length} sources`)

  const where = new Map(Object.keys(SHARED).map((n) => [n, []]))
  const copies = []
  for (const file of files) {
    const { names, kindLists } = declarations(
      fs.readFileSync(path.join(root, file), "utf8"),
      file
    )
    for (const n of names) where.get(n)?.push(file)
    for (const line of kindLists) copies.push(`${file}:${line}`)
  }
  for (const [name, home] of Object.entries(SHARED))
    assert.deepEqual(
      where.get(name),
      [home],
      `${name}: declare it once (${home}) and import it type-only from the plugin's -api entry`
    )
  assert.deepEqual(
    copies,
    [],
    "lists of ledger kinds: read data/ledger-kinds.json (@uuc/data) instead"
  )
})
