// The local EVM chain of the deposit and payout specs: scripts/lib/evm-node.cjs,
// shared with the browser phase of `npm test` (ganache and the committed token).
import type * as Shared from "../../../scripts/lib/evm-node.cjs"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const shared: typeof Shared = require("../../../scripts/lib/evm-node.cjs")

export const { MNEMONIC, testOperator, startEvmNode } = shared

export type EvmNode = Exclude<
  Awaited<ReturnType<typeof startEvmNode>>,
  { error: string }
>
