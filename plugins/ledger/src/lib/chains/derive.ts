import { secp256k1 } from "@noble/curves/secp256k1"
import { viem, viemAccounts, type ViemAccounts } from "./viem"

/** Non-hardened children only: they derive from the public key alone. */
export const MAX_CHILD_INDEX = 0x7fffffff

/**
 * The address of child 0/index of the account-level key (BIP44's external chain):
 * the i-th address any BIP44 wallet holding the operator's seed shows.
 */
export function deriveAddress(key: ViemAccounts.HDKey, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_CHILD_INDEX)
    throw new Error(`deposit child index ${index} is out of range`)
  const child = key.deriveChild(0).deriveChild(index)
  if (!child.publicKey) throw new Error("deposit key derived no public key")
  // BIP32 keys are compressed; an address hashes the uncompressed point.
  const point = secp256k1.ProjectivePoint.fromHex(child.publicKey)
  return viemAccounts
    .publicKeyToAddress(viem.toHex(point.toRawBytes(false)))
    .toLowerCase()
}
