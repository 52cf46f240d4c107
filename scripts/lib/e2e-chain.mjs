// The browser phase's chain: a local EVM node with the test USDT
// deployed, and one chain (BEP20) configured on the platform from it, so the
// browser tests see members' deposit addresses and watcher-credited recharges.
// POLYGON stays unconfigured: the tests that approve a withdrawal on it with a
// made-up TX hash keep staff's word standing there.
import { randomUUID } from "node:crypto"
import evm from "./evm-node.cjs"

const CHAIN_ID = 56
/** Few, so a test mines them at once. */
const CONFIRMATIONS = 3
const WATCH_SECONDS = 5

/**
 * Starts the node and deploys the token: `{ appEnv, testEnv, stop }` (the
 * platform's CHAIN_* settings and what the tests need to send USDT), or
 * `{ error }` when the node cannot start here.
 */
export async function startE2eChain() {
  const node = await evm.startEvmNode(CHAIN_ID)
  if ("error" in node) return node
  try {
    const usdt = await node.deployToken(18)
    // an operator of this run only: the server gets the public key alone
    const operator = evm.testOperator(`uuc e2e ${randomUUID()}`)
    return {
      appEnv: {
        CHAIN_XPUB: operator.xpub,
        CHAIN_BEP20_RPC_URL: node.url,
        CHAIN_BEP20_USDT: usdt,
        CHAIN_BEP20_DECIMALS: "18",
        CHAIN_BEP20_CONFIRMATIONS: String(CONFIRMATIONS),
        // the first scan starts after the deployment, not at the head it then sees
        CHAIN_BEP20_START_BLOCK: String((await node.head()) + 1n),
        // a pass each 5 s, not each minute: a deposit's credit is seen in seconds
        CHAIN_WATCH_SECONDS: String(WATCH_SECONDS),
      },
      testEnv: {
        EVM_RPC_URL: node.url,
        EVM_CHAIN_ID: String(CHAIN_ID),
        EVM_USDT: usdt,
        EVM_CONFIRMATIONS: String(CONFIRMATIONS),
        CHAIN_WATCH_SECONDS: String(WATCH_SECONDS),
      },
      stop: () => node.stop(),
    }
  } catch (e) {
    await node.stop()
    return { error: String(e?.message ?? e) }
  }
}
