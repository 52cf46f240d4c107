// axe-core in the browser tests: the library's own axe.min.js from node_modules,
// injected into the page; a check fails on any serious or critical violation.
import { createRequire } from "node:module"

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js")

/** WCAG 2.0, 2.1 and 2.2 A and AA rules. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * The serious and critical violations on the page as lines of text ("rule: target
 * (summary)"); `include` limits the check to a part of the page (a CSS selector).
 */
export async function axeViolations(page, { include } = {}) {
  if (!(await page.evaluate(() => "axe" in window)))
    await page.addScriptTag({ path: AXE_PATH })
  const result = await page.evaluate(
    ([tags, include]) =>
      // eslint-disable-next-line no-undef
      axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    [TAGS, include ?? null]
  )
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}): ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`
      )
    )
}
