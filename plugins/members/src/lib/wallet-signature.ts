/**
 * EIP-191 `personal_sign` signatures checked with viem (`verifyMessage`), loaded
 * as in the ledger's chain code: viem's type declarations are ES modules, which
 * this CommonJS build imports as types only; at run time Node requires viem's
 * CommonJS build.
 */
import type * as Viem from "viem" with { "resolution-mode": "import" }

// eslint-disable-next-line @typescript-eslint/no-require-imports
const viem: typeof Viem = require("viem")

/** Whether `signature` is `address`'s key signing `message`; malformed is false. */
export async function signedBy(
  address: string,
  message: string,
  signature: string
): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) return false
  try {
    return await viem.verifyMessage({
      address: address as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
    })
  } catch {
    return false
  }
}
