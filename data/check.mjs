// Checks the seed data's shape: ten guide questions and the notices, each in every locale.
import assert from "node:assert/strict"
import { createRequire } from "node:module"

const { guide, notices, plan, LOCALES } = createRequire(import.meta.url)(
  "./index.js"
)

const filled = (s) => typeof s === "string" && s.trim().length > 0
const han = /[\u4e00-\u9fff]/

assert.equal(guide.length, 10, "the guide has exactly 10 questions")
assert.deepEqual(
  guide.map((g) => g.position).sort((a, b) => a - b),
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  "guide positions are 1..10"
)
assert.equal(new Set(guide.map((g) => g.key)).size, 10, "guide keys are unique")
for (const g of guide) {
  for (const l of LOCALES) {
    const t = g.translations[l]
    assert.ok(
      t && filled(t.question) && filled(t.answer),
      `${g.key}: ${l} text`
    )
  }
  assert.ok(
    han.test(g.translations["zh-CN"].answer),
    `${g.key}: zh-CN is Chinese`
  )
  assert.notEqual(
    g.translations["pt-BR"].answer,
    g.translations["en-US"].answer
  )
}
assert.ok(notices.length >= 1, "there are demo notices")
assert.equal(
  new Set(notices.map((n) => n.key)).size,
  notices.length,
  "notice keys are unique"
)
for (const n of notices) {
  for (const l of LOCALES) {
    const t = n.translations[l]
    assert.ok(t && filled(t.title) && filled(t.body), `${n.key}: ${l} text`)
  }
}
assert.equal(plan.cards.standard.price, "100")
assert.equal(plan.cards.gold.price, "200")
assert.ok(
  !/100x|100 x|guaranteed return/i.test(JSON.stringify({ guide, notices })),
  "no return promised"
)
console.log(`data OK: ${guide.length} guide entries, ${notices.length} notices`)
