import { viem, type Viem } from "./viem"
import type { ChainConfig } from "./config"

export const TRANSFER = viem.parseAbiItem(
  "event Transfer(address indexed from, address indexed to, uint256 value)"
)

const clients = new Map<string, Viem.PublicClient>()

/** One JSON-RPC client per URL; viem's own retries are off (ours back off). */
export function clientOf(config: ChainConfig): Viem.PublicClient {
  let client = clients.get(config.rpcUrl)
  if (!client) {
    client = viem.createPublicClient({
      transport: viem.http(config.rpcUrl, { retryCount: 0, timeout: 15_000 }),
    })
    clients.set(config.rpcUrl, client)
  }
  return client
}

/** The short reason of an RPC failure, for staff. */
export const rpcMessage = (e: unknown) =>
  (
    (e as { shortMessage?: string }).shortMessage ??
    (e as Error).message ??
    String(e)
  ).slice(0, 500)

/**
 * Runs an RPC call, retrying with exponential backoff (0.5 s, 1 s, 2 s…) before
 * giving up; `onError` hears every failure.
 */
export async function withBackoff<T>(
  run: () => Promise<T>,
  onError: (e: unknown, attempt: number) => Promise<void> | void,
  attempts = 3,
  baseMs = 500
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (e) {
      await onError(e, attempt)
      if (attempt >= attempts) throw e
      await new Promise((r) => setTimeout(r, baseMs * 2 ** (attempt - 1)))
    }
  }
}

/**
 * Whether an RPC failure is the node's own answer (a JSON-RPC error: it does not
 * know the `finalized` tag) rather than the way to it failing (HTTP, timeout).
 */
const isNodeAnswer = (e: unknown): boolean => {
  for (let c: unknown = e; c; c = (c as { cause?: unknown }).cause) {
    const name = (c as Error).name
    if (name === "HttpRequestError" || name === "TimeoutError") return false
  }
  return true
}

/**
 * The last block a credit (or a payout) may count as final: the one with the
 * configured confirmations (its own block counting one), and no later than the
 * chain's `finalized` block where the RPC answers that tag (BSC's fast finality,
 * Polygon's milestones: README, "Finality"), whichever is earlier. A node that
 * does not know the tag answers an error: confirmations only. The way to the
 * node failing is thrown (the caller retries).
 */
export async function finalBlock(
  client: Viem.PublicClient,
  config: Pick<ChainConfig, "confirmations">,
  head: bigint
): Promise<{ final: bigint; finalized: bigint | null }> {
  const byConfirmations = head - BigInt(config.confirmations) + 1n
  let finalized: bigint | null = null
  try {
    const block = await client.getBlock({ blockTag: "finalized" })
    finalized = block.number
  } catch (e) {
    if (!isNodeAnswer(e)) throw e
  }
  return {
    final:
      finalized !== null && finalized < byConfirmations
        ? finalized
        : byConfirmations,
    finalized,
  }
}
