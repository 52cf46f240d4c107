import { createHash } from "crypto"
import { viemAccounts, type ViemAccounts } from "./viem"
import { CHAINS, type Chain } from "../../modules/ledger/lib/accounts"

/** One EVM chain the watcher reads (all from the environment, see the README). */
export type ChainConfig = {
  chain: Chain
  rpcUrl: string
  /** The USDT contract, lower case. */
  usdt: string
  decimals: number
  confirmations: number
  /** First block of the first scan; unset: the chain head at the first scan. */
  startBlock: bigint | null
  /** Blocks per eth_getLogs call. */
  blockRange: number
}

const DEFAULTS: Record<Chain, { decimals: number; confirmations: number }> = {
  BEP20: { decimals: 18, confirmations: 15 },
  POLYGON: { decimals: 6, confirmations: 64 },
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

function int(name: string, fallback: number, min: number, max: number) {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name}: "${raw}" is no integer in ${min}..${max}`)
  return n
}

/**
 * The chains configured by `CHAIN_<NAME>_RPC_URL` and `CHAIN_<NAME>_USDT` (with
 * optional _DECIMALS, _CONFIRMATIONS, _START_BLOCK, _BLOCK_RANGE). Read at each
 * call: the environment is the one source, so a test can set it before starting.
 */
export function chainConfigs(): ChainConfig[] {
  const out: ChainConfig[] = []
  for (const chain of CHAINS) {
    const env = (k: string) => process.env[`CHAIN_${chain}_${k}`]?.trim()
    const rpcUrl = env("RPC_URL")
    const usdt = env("USDT")
    if (!rpcUrl && !usdt) continue
    if (!rpcUrl || !usdt || !ADDRESS.test(usdt))
      throw new Error(
        `CHAIN_${chain}_RPC_URL and CHAIN_${chain}_USDT (a 0x address) go together`
      )
    const start = env("START_BLOCK")
    if (start && !/^\d+$/.test(start))
      throw new Error(
        `CHAIN_${chain}_START_BLOCK: "${start}" is no block number`
      )
    out.push({
      chain,
      rpcUrl,
      usdt: usdt.toLowerCase(),
      decimals: int(`CHAIN_${chain}_DECIMALS`, DEFAULTS[chain].decimals, 0, 36),
      confirmations: int(
        `CHAIN_${chain}_CONFIRMATIONS`,
        DEFAULTS[chain].confirmations,
        1,
        10000
      ),
      startBlock: start ? BigInt(start) : null,
      blockRange: int(`CHAIN_${chain}_BLOCK_RANGE`, 500, 1, 100000),
    })
  }
  return out
}

export const chainConfig = (chain: string) =>
  chainConfigs().find((c) => c.chain === chain) ?? null

/**
 * The operator's extended public key (`CHAIN_XPUB`, the account level
 * m/44'/60'/0'): members' deposit addresses are its children 0/i. No private key
 * for deposits is ever on the server.
 */
export function depositKey(): { key: ViemAccounts.HDKey; id: string } | null {
  const xpub = process.env.CHAIN_XPUB?.trim()
  if (!xpub) return null
  let key: ViemAccounts.HDKey
  try {
    key = viemAccounts.HDKey.fromExtendedKey(xpub)
  } catch {
    throw new Error("CHAIN_XPUB is no extended public key")
  }
  if (key.privateKey)
    throw new Error(
      "CHAIN_XPUB holds a private key: give the public one (xpub)"
    )
  // Addresses are kept per key: a new key gives members new addresses and the
  // old ones stay watched.
  const id = createHash("sha256").update(xpub).digest("hex").slice(0, 16)
  return { key, id }
}

/** Deposits are on when there is a key and at least one chain. */
export function depositsConfigured() {
  return depositKey() !== null && chainConfigs().length > 0
}
