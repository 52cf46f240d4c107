/**
 * viem for this CommonJS build: its type declarations are ES modules, which a
 * CommonJS file may only import as types; at run time Node requires viem's
 * CommonJS build (its package's `default` export condition).
 */
import type * as Viem from "viem" with { "resolution-mode": "import" }
import type * as ViemAccounts from "viem/accounts" with {
  "resolution-mode": "import",
}

export type { Viem, ViemAccounts }
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const viem: typeof Viem = require("viem")
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const viemAccounts: typeof ViemAccounts = require("viem/accounts")
