import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { spawn } from "child_process"
import path from "path"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import { fund } from "./helpers"

jest.setTimeout(180000)

const WORKER = path.join(
  __dirname,
  "..",
  "..",
  "..",
  "..",
  "test-support",
  "crash-worker.cjs"
)

/**
 * Runs the built ledger in a child process under load and SIGKILLs it after `ops`
 * operations have finished: whatever was in flight must be all or nothing.
 */
function runAndKill(clientUrl: string, ops: number) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER], {
      env: { ...process.env, CLIENT_URL: clientUrl, NODE_OPTIONS: "" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let done = 0
    let buffer = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => {
      buffer += chunk
      const lines = buffer.split("\n")
      buffer = lines.pop() ?? ""
      for (const line of lines) {
        if (line.startsWith("error")) stderr += `${line}\n`
        if (line === "op" && ++done === ops) child.kill("SIGKILL")
      }
    })
    child.stderr.on("data", (chunk) => (stderr += chunk))
    child.on("exit", (_code, signal) =>
      signal === "SIGKILL" && !stderr.includes("error ")
        ? resolve(done)
        : reject(new Error(`worker ended (${signal}): ${stderr}`))
    )
  })
}

moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, dbConfig }) => {
    it("a process killed mid-operation leaves no half-applied request", async () => {
      for (let i = 0; i < 6; i++) {
        await fund(service, `crash${i}`, "USDT", "400")
        await fund(service, `crash${i}`, "UUC", "300")
      }
      for (const round of [1, 2, 3]) {
        const done = await runAndKill(dbConfig.clientUrl, 40 * round)
        expect(done).toBeGreaterThanOrEqual(40 * round)
        // The killed process's sessions end; their open transactions roll back.
        const report = await service.verify()
        expect(report.checks.filter((c) => !c.ok)).toEqual([])
        expect(report.ok).toBe(true)
      }
      // The ledger keeps working after the crashes.
      await service.transferUuc({
        from_member_id: "crash0",
        to_member_id: "crash1",
        amount: "0.5",
      })
      expect((await service.verify()).ok).toBe(true)
    })
  },
})
