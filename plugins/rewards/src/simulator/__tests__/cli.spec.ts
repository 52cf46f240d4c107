import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const script = path.join(__dirname, "../../../scripts/simulate.mjs")

/** `npm run simulate` once, small: needs the built plugin (npm run build -w @uuc/rewards). */
describe("npm run simulate", () => {
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [script, ...args], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "" },
    })

  it("prints both plans side by side, as a table and as JSON", () => {
    const draft = path.join(os.tmpdir(), `sim-draft-${process.pid}.json`)
    fs.writeFileSync(
      draft,
      JSON.stringify({
        bonuses: { layer: { rates: ["0.2", "0.1", "0.1", "0.1", "0.1"] } },
      })
    )
    const args = [
      "--members=300",
      "--days=5",
      "--seed=3",
      "--plan=default",
      `--plan=${draft}`,
    ]
    const text = run(...args)
    expect(text).toMatch(/default paid/)
    expect(text).toMatch(/sim-draft-\d+\.json paid/)
    expect(text).toMatch(/^total paid/m)
    const json = JSON.parse(run(...args, "--json"))
    expect(json.runs).toHaveLength(2)
    expect(Number(json.difference.by_type.layer.amount_usd)).toBeGreaterThan(0)
    expect(json.difference.by_type.referral.amount_usd).toBe("0.00000000")
  })

  it("refuses bad flags and an invalid plan file", () => {
    expect(() => run("--members=-1")).toThrow(/members must be/)
    const bad = path.join(os.tmpdir(), `sim-bad-${process.pid}.json`)
    fs.writeFileSync(bad, JSON.stringify({ split: { usdt: "0.9" } }))
    expect(() => run("--members=10", `--plan=${bad}`)).toThrow(
      /split_not_whole/
    )
  })
})
