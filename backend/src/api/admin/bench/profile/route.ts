import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import fs from "node:fs/promises"
import { Session } from "node:inspector/promises"
import os from "node:os"
import path from "node:path"

type ProfileBody = { action?: unknown; file?: unknown }

// One profiler session per process: the bench starts it before an arm's rounds
// and stops it after them.
let session: Session | null = null

/**
 * POST /admin/bench/profile `{ action: "start" }` | `{ action: "stop", file }`:
 * a CPU profile of this server process over a part of `npm run bench:shop`
 * (BENCH_PROFILE), taken in process through node:inspector, so the bench
 * profiles exactly its rounds (a `--cpu-prof` profile would hold the boot and the
 * carts' preparation too). The bench's server only (UUC_BENCH_STOCK_COMPLETION=on,
 * else 404), staff only; the file goes under the OS's temporary folder.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<ProfileBody>,
  res: MedusaResponse
) {
  if (process.env.UUC_BENCH_STOCK_COMPLETION !== "on")
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "Not found")
  const { action, file } = (req.body ?? {}) as ProfileBody
  if (action === "start") {
    if (session) throw new MedusaError(MedusaError.Types.CONFLICT, "running")
    session = new Session()
    session.connect()
    await session.post("Profiler.enable")
    await session.post("Profiler.setSamplingInterval", { interval: 200 })
    await session.post("Profiler.start")
    res.json({ started: true })
    return
  }
  if (action === "stop" && typeof file === "string" && session) {
    const { profile } = await session.post("Profiler.stop")
    session.disconnect()
    session = null
    const target = path.join(os.tmpdir(), path.basename(file))
    await fs.writeFile(target, JSON.stringify(profile))
    res.json({ file: target })
    return
  }
  throw new MedusaError(MedusaError.Types.INVALID_DATA, "action")
}
