import type { Client } from "pg"
import { from as copyFrom } from "pg-copy-streams"
import { Readable } from "stream"
import { pipeline } from "stream/promises"
import { NODE_COLUMNS } from "../src/modules/network/lib/types"
import { type GeneratedNetwork, starLevel } from "./generate"

export const memberId = (i: number) => `bm${i}`

/** The loaded columns: the path, then those `toNode` reads but the pins (none set). */
const COLUMNS = ["path", ...NODE_COLUMNS.filter((c) => !c.endsWith("_pinned"))]
const CARD = ["\\N", "standard", "gold"]

function* lines(g: GeneratedNetwork): Generator<string> {
  const start = Date.now() - g.n * 1000 // one member a second, oldest first
  const ancestors: string[] = []
  let chunk = ""
  for (let i = 0; i < g.n; i++) {
    ancestors.length = 0
    for (let a = g.parent[i]; a !== -1; a = g.parent[a])
      ancestors.push(memberId(a))
    const id = memberId(i)
    chunk +=
      [
        `{${ancestors.reverse().join(",")}}`,
        id,
        id,
        g.sponsor[i] === -1 ? "\\N" : memberId(g.sponsor[i]),
        g.parent[i] === -1 ? "\\N" : memberId(g.parent[i]),
        g.line[i] || "\\N",
        g.depth[i],
        g.childCount[i],
        g.size[i],
        g.volume[i],
        g.ownVolume[i],
        g.directs[i],
        g.activeDirects[i],
        CARD[g.card[i]],
        g.card[i] ? "t" : "f",
        starLevel(g.activeDirects[i]),
        g.teamLevel[i],
        new Date(start + i * 1000).toISOString(),
      ].join("\t") + "\n"
    if (i % 5000 === 4999) {
      yield chunk
      chunk = ""
    }
  }
  if (chunk) yield chunk
}

/**
 * Loads a generated network with one COPY. The rows are consistent by construction,
 * so the foreign-key triggers are skipped when the role may (superuser).
 */
export async function copyNetwork(client: Client, g: GeneratedNetwork) {
  const { rows } = await client.query(
    "select rolsuper from pg_roles where rolname = current_user"
  )
  await client.query("begin")
  if (rows[0]?.rolsuper)
    await client.query("set local session_replication_role = replica")
  await client.query("truncate network_node, network_operation")
  await pipeline(
    Readable.from(lines(g)),
    client.query(
      copyFrom(`copy network_node (${COLUMNS.join(", ")}) from stdin`)
    )
  )
  await client.query("commit")
  await client.query("analyze network_node")
}
