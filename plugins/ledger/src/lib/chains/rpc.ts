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
