// One declaration of each shared API type: the plugin declares what its
// routes answer and exports it from its `<name>-api` entry; the storefront's hooks
// and the admin import it type-only instead of declaring a copy that drifts (as
// ActivationOffer and WALLET_PROVIDER did, and the bonus statuses and types did).
// Here, on the sources (TypeScript's parser): each name below is declared once; no
// name a plugin's `-api` entry exports, nor a name the clients used to declare
// their copies under, is declared in the storefront or an admin extension; and no
// source but data/ledger-kinds.json lists the ledger's entry kinds.
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
  ShippingAddressView: "plugins/shop/src/lib/shipping-address.ts",
  BonusRecordType: "plugins/rewards/src/modules/rewards/lib/types.ts",
  BonusRecordStatus: "plugins/rewards/src/modules/rewards/lib/types.ts",
  BonusRecordView: "plugins/rewards/src/modules/rewards/lib/types.ts",
  BonusTotals: "plugins/rewards/src/modules/rewards/lib/types.ts",
  LoanView: "plugins/rewards/src/modules/rewards/lib/types.ts",
  StoreBonusRecord: "plugins/rewards/src/api/answers.ts",
  Leaderboard: "plugins/rewards/src/api/answers.ts",
  PublicPlan: "plugins/rewards/src/api/answers.ts",
  ApplicationView: "plugins/merchants/src/api/answers.ts",
  StoreTeam: "plugins/network/src/api/answers.ts",
  ShopOrderView: "plugins/shop/src/lib/order-view.ts",
  ListingStatus: "plugins/shop/src/api/answers.ts",
  GoodsView: "plugins/shop/src/api/answers.ts",
  AdminGoodsRow: "plugins/shop/src/api/answers.ts",
  StoreShopProduct: "plugins/shop/src/api/answers.ts",
  StoreShopVariant: "plugins/shop/src/api/answers.ts",
  ShopCartView: "plugins/shop/src/api/answers.ts",
  CheckoutAnswer: "plugins/shop/src/api/answers.ts",
  MerchantPage: "plugins/merchants/src/api/answers.ts",
  UploadsAnswer: "plugins/merchants/src/api/answers.ts",
  NoticeText: "plugins/content/src/lib/types.ts",
  GuideText: "plugins/content/src/lib/types.ts",
  StoreNotice: "plugins/content/src/api/answers.ts",
  AdminNotice: "plugins/content/src/api/answers.ts",
  GuideEntryView: "plugins/content/src/api/answers.ts",
  MemberStatus: "plugins/members/src/api/answers.ts",
  StoreMe: "plugins/members/src/api/answers.ts",
  AdminMemberRow: "plugins/members/src/api/answers.ts",
  AdminMemberDetail: "plugins/members/src/api/answers.ts",
  AuditLogEntry: "plugins/members/src/api/answers.ts",
  Staff: "plugins/members/src/api/answers.ts",
  StaffAccess: "plugins/members/src/api/answers.ts",
  RechargeView: "plugins/ledger/src/modules/ledger/lib/types.ts",
  WithdrawalView: "plugins/ledger/src/modules/ledger/lib/types.ts",
  BurnView: "plugins/ledger/src/modules/ledger/lib/types.ts",
  PoolMoveView: "plugins/ledger/src/modules/ledger/lib/types.ts",
  PostingLine: "plugins/ledger/src/modules/ledger/lib/types.ts",
  AdjustmentView: "plugins/ledger/src/modules/ledger/lib/types.ts",
  AdjustmentRequestView: "plugins/ledger/src/modules/ledger/lib/types.ts",
  TokenPriceView: "plugins/ledger/src/modules/ledger/lib/types.ts",
  VerifyReport: "plugins/ledger/src/modules/ledger/lib/types.ts",
  PayoutView: "plugins/ledger/src/modules/ledger/ops/payouts.ts",
  ChainAddressView: "plugins/ledger/src/modules/ledger/ops/chain-addresses.ts",
  DepositAddressView: "plugins/ledger/src/modules/ledger/ops/deposits.ts",
  StoreLine: "plugins/ledger/src/api/answer-types.ts",
  StoreChainAddresses: "plugins/ledger/src/api/answer-types.ts",
  StoreDepositAddress: "plugins/ledger/src/api/answer-types.ts",
  RechargeCheck: "plugins/ledger/src/api/answer-types.ts",
  StoreWithdrawalRules: "plugins/ledger/src/api/answer-types.ts",
  StoreTransfer: "plugins/ledger/src/api/answer-types.ts",
  TransferAnswer: "plugins/ledger/src/api/answer-types.ts",
  StoreExchange: "plugins/ledger/src/api/answer-types.ts",
  ExchangeLimits: "plugins/ledger/src/api/answer-types.ts",
  StoreLowPool: "plugins/ledger/src/api/answer-types.ts",
  AdminRecharge: "plugins/ledger/src/api/answer-types.ts",
  AdminWithdrawal: "plugins/ledger/src/api/answer-types.ts",
  WithdrawalDecision: "plugins/ledger/src/api/answer-types.ts",
  AdminPosting: "plugins/ledger/src/api/answer-types.ts",
  PlatformAccount: "plugins/ledger/src/api/answer-types.ts",
  AdminChainAddressRow: "plugins/ledger/src/api/answer-types.ts",
  RechargeLinkView: "plugins/ledger/src/api/answer-types.ts",
  AdminDepositAddress: "plugins/ledger/src/api/answer-types.ts",
  AdminTokenPrices: "plugins/ledger/src/api/answer-types.ts",
  AdjustmentAnswer: "plugins/ledger/src/api/answer-types.ts",
  AdminAdjustmentRequest: "plugins/ledger/src/api/answer-types.ts",
  ChainWatch: "plugins/ledger/src/api/answer-types.ts",
}

/**
 * The names the storefront and the admin declared their copies of server answers
 * under: none of them may come back there (import the plugin's type instead; an
 * import's alias is no declaration).
 */
const CLIENT_COPIES = [
  "BonusType",
  "BonusStatus",
  "BonusRecord",
  "BonusTotals",
  "Cards",
  "CardKind",
  "Activation",
  "Loan",
  "Leaderboard",
  "Team",
  "TeamNode",
  "MerchantApplication",
  "Application",
  "ShopOrder",
  "ShopOrderStatus",
  "AdminOrder",
  "Goods",
  "MerchantGoods",
  "MerchantOrder",
  "Notice",
  "NoticeList",
  "NoticePage",
  "GuideEntry",
  "AdminGuideEntry",
  "Me",
  "Invite",
  "AdminActivation",
  "Recharge",
  "Withdrawal",
  "Payout",
  "Transfer",
  "Exchange",
  "Burn",
  "PoolMove",
  "DepositAddress",
  "Line",
  "Posting",
  "ChainAddress",
  "RechargeLink",
  "TokenPrice",
  "Adjustment",
  "AdjustmentRequest",
]

/** Copies not yet replaced, each with why: this list may only shrink. */
const NOT_YET = []

/** The storefront's and the admin extensions' sources. */
const isClient = (file) =>
  file.startsWith("storefront/src/") ||
  /^plugins\/[^/]+\/src\/admin\//.test(file)

const { kinds: LEDGER_KINDS } = JSON.parse(
  fs.readFileSync(path.join(root, "data", "ledger-kinds.json"), "utf8")
)

/**
 * The names a source declares (type aliases, interfaces, enums, classes, functions,
 * variables: not imports nor re-exports), which of them are types, and its array
 * literals of six or more
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
  const types = []
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
    if (
      ts.isTypeAliasDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isEnumDeclaration(node)
    )
      types.push(node.name.text)
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
  return { names, types, kindLists }
}

/** The names a plugin's `-api` entry exports (its own declarations and re-exports). */
export function exportedNames(text, fileName = "x-api.ts") {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false
  )
  const names = []
  const exported = (node) =>
    node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  for (const st of source.statements) {
    if (
      ts.isExportDeclaration(st) &&
      st.exportClause &&
      ts.isNamedExports(st.exportClause)
    )
      for (const el of st.exportClause.elements) names.push(el.name.text)
    else if (
      (ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st)) &&
      exported(st)
    )
      names.push(st.name.text)
  }
  return names
}

test("exportedNames reads an entry's exports, renamed ones by their new name", () => {
  const text = `import type { X } from "./x"
    export { A, type B } from "./a"
    export type { C as D, default as Service } from "./c"
    export type E = X
    type Private = X`
  assert.deepEqual(exportedNames(text), ["A", "B", "D", "Service", "E"])
})

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
  const { names, types, kindLists } = declarations(text)
  assert.deepEqual(names.sort(), [
    "Balances",
    "KINDS",
    "RefundBlock",
    "WALLET_PROVIDER",
    "bonus",
    "other",
  ])
  assert.deepEqual(types.sort(), ["Balances", "RefundBlock"])
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

// Types only: the clients cannot bundle a plugin's code, so a runtime list (the
// chains, the assets) stays theirs, typed against the plugin's type.
test("the storefront and the admin declare none of the plugins' answer types", () => {
  const entries = execFileSync("git", ["ls-files", "plugins/*/src/*-api.ts"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean)
  assert.ok(entries.length >= 7, `found ${entries.length} -api entries`)
  const owner = new Map()
  for (const entry of entries)
    for (const name of exportedNames(
      fs.readFileSync(path.join(root, entry), "utf8"),
      entry
    ))
      owner.set(name, entry)
  for (const name of CLIENT_COPIES) if (!owner.has(name)) owner.set(name, null)

  const clients = execFileSync(
    "git",
    ["ls-files", "storefront/src", "plugins"],
    {
      cwd: root,
      encoding: "utf8",
    }
  )
    .split("\n")
    .filter((f) => isClient(f) && /\.(ts|tsx)$/.test(f))
    .filter((f) => fs.existsSync(path.join(root, f)))
  assert.ok(clients.length > 100, `found ${clients.length} client sources`)
  const copies = []
  for (const file of clients)
    for (const name of declarations(
      fs.readFileSync(path.join(root, file), "utf8"),
      file
    ).types)
      if (owner.has(name) && !NOT_YET.includes(`${file}: ${name}`))
        copies.push(
          `${file}: ${name} (${owner.get(name) ?? "a server answer"})`
        )
  assert.deepEqual(
    copies,
    [],
    "import these type-only from the owning plugin's -api entry instead of declaring them"
  )
})
