import { createHash } from "crypto"
import { viem, viemAccounts, type ViemAccounts } from "./viem"
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
  /** The platform's signing wallet for payouts; null: staff send them. */
  hotWallet: HotWalletConfig | null
  /** The chain id the RPC must serve before the hot wallet signs anything. */
  chainId: number
}

const DEFAULTS: Record<
  Chain,
  {
    decimals: number
    confirmations: number
    chainId: number
    maxGasGwei: string
  }
> = {
  BEP20: { decimals: 18, confirmations: 15, chainId: 56, maxGasGwei: "20" },
  POLYGON: { decimals: 6, confirmations: 64, chainId: 137, maxGasGwei: "1000" },
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/
const LIMIT = /^\d{1,18}(\.\d{1,8})?$/

type Env = Record<string, string | undefined>

/** A setting that cannot be right: the server refuses to start on it. */
export class ChainSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "))
    this.name = "ChainSettingsError"
  }
}

/**
 * The platform's own hot wallet on one chain (`CHAIN_<NAME>_HOT_WALLET_KEY`, off
 * unless set): it signs payouts up to `maxPerWithdrawal` each and `maxPerDay`
 * altogether per day (both required with the key, in USDT).
 */
export type HotWalletConfig = {
  privateKey: `0x${string}`
  maxPerWithdrawal: string
  maxPerDay: string
  /** The highest gas price (wei) it signs at; above it payouts wait. */
  maxGasPriceWei: bigint
}

/** Reads one chain's settings, adding what is wrong to `problems`. */
function readChain(
  chain: Chain,
  env: Env,
  problems: string[]
): ChainConfig | null {
  const name = (k: string) => `CHAIN_${chain}_${k}`
  const get = (k: string) => env[name(k)]?.trim() || undefined
  const int = (k: string, fallback: number, min: number, max: number) => {
    const raw = get(k)
    if (raw === undefined) return fallback
    const n = Number(raw)
    if (!/^\d+$/.test(raw) || !Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name(k)}: "${raw}" is no integer in ${min}..${max}`)
      return fallback
    }
    return n
  }
  const rpcUrl = get("RPC_URL")
  const usdt = get("USDT")
  if (!rpcUrl && !usdt) {
    if (get("HOT_WALLET_KEY"))
      problems.push(
        `${name("HOT_WALLET_KEY")} is set but the chain is not (${name("RPC_URL")}, ${name("USDT")})`
      )
    return null
  }
  if (!rpcUrl || !usdt)
    problems.push(`${name("RPC_URL")} and ${name("USDT")} go together`)
  if (rpcUrl && !isRpcUrl(rpcUrl))
    problems.push(`${name("RPC_URL")}: "${rpcUrl}" is no http(s) or ws(s) URL`)
  if (usdt && !ADDRESS.test(usdt))
    problems.push(`${name("USDT")}: "${usdt}" is no 0x contract address`)
  const start = get("START_BLOCK")
  if (start && !/^\d+$/.test(start))
    problems.push(`${name("START_BLOCK")}: "${start}" is no block number`)
  const config: ChainConfig = {
    chain,
    rpcUrl: rpcUrl ?? "",
    usdt: (usdt ?? "").toLowerCase(),
    decimals: int("DECIMALS", DEFAULTS[chain].decimals, 0, 36),
    confirmations: int(
      "CONFIRMATIONS",
      DEFAULTS[chain].confirmations,
      1,
      10000
    ),
    startBlock: start && /^\d+$/.test(start) ? BigInt(start) : null,
    blockRange: int("BLOCK_RANGE", 500, 1, 100000),
    hotWallet: null,
    chainId: int("CHAIN_ID", DEFAULTS[chain].chainId, 1, 2 ** 40),
  }
  const key = get("HOT_WALLET_KEY")
  const maxOne = get("HOT_WALLET_MAX")
  const maxDay = get("HOT_WALLET_DAILY")
  if (key) {
    // Never echo the key itself.
    if (!PRIVATE_KEY.test(key))
      problems.push(
        `${name("HOT_WALLET_KEY")} is no private key (0x and 64 hex digits)`
      )
    for (const [k, v] of [
      ["HOT_WALLET_MAX", maxOne],
      ["HOT_WALLET_DAILY", maxDay],
    ] as const)
      if (!v || !LIMIT.test(v) || Number(v) === 0)
        problems.push(
          `${name(k)}: ${v ? `"${v}"` : "not set"}; a hot wallet needs a positive USDT limit (at most 8 decimals)`
        )
    const gas = get("HOT_WALLET_MAX_GAS_GWEI") ?? DEFAULTS[chain].maxGasGwei
    if (!/^\d{1,9}(\.\d{1,9})?$/.test(gas) || Number(gas) === 0)
      problems.push(
        `${name("HOT_WALLET_MAX_GAS_GWEI")}: "${gas}" is no positive gas price in gwei`
      )
    config.hotWallet = {
      privateKey: key as `0x${string}`,
      maxPerWithdrawal: maxOne ?? "0",
      maxPerDay: maxDay ?? "0",
      maxGasPriceWei: /^\d{1,9}(\.\d{1,9})?$/.test(gas)
        ? viem.parseGwei(gas)
        : 0n,
    }
  } else if (maxOne || maxDay)
    problems.push(
      `${name("HOT_WALLET_MAX")}/${name("HOT_WALLET_DAILY")} are set without ${name("HOT_WALLET_KEY")}`
    )
  return config
}

function isRpcUrl(value: string) {
  try {
    const url = new URL(value)
    return (
      ["http:", "https:", "ws:", "wss:"].includes(url.protocol) && !!url.host
    )
  } catch {
    return false
  }
}

/**
 * Every chain setting of the environment, checked as a whole: a wrong one throws
 * ChainSettingsError naming each problem (the module's loader refuses to start
 * on it; the RPC endpoint is not called here).
 */
export function readChainSettings(env: Env = process.env) {
  const problems: string[] = []
  const chains: ChainConfig[] = []
  for (const chain of CHAINS) {
    const config = readChain(chain, env, problems)
    if (config) chains.push(config)
  }
  const watchEvery = readWatchSeconds(env, problems)
  let deposit: ReturnType<typeof parseXpub> = null
  try {
    deposit = parseXpub(env.CHAIN_XPUB)
  } catch (e) {
    problems.push((e as Error).message)
  }
  if (problems.length) throw new ChainSettingsError(problems)
  return { chains, deposit, watchEvery }
}

/**
 * `CHAIN_WATCH_SECONDS`: seconds between the watcher's passes (5-3600); unset,
 * each minute. The browser tests pass 5 so a deposit's credit does not wait for a
 * minute's turn.
 */
function readWatchSeconds(env: Env, problems: string[]): number | null {
  const raw = env.CHAIN_WATCH_SECONDS?.trim()
  if (!raw) return null
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < 5 || n > 3600) {
    problems.push("CHAIN_WATCH_SECONDS must be whole seconds from 5 to 3600")
    return null
  }
  return n
}

/** The watcher job's schedule for Medusa: a cron line, or an interval in ms. */
export function watchSchedule(
  env: Env = process.env
): string | { interval: number } {
  const problems: string[] = []
  const seconds = readWatchSeconds(env, problems)
  if (problems.length) throw new ChainSettingsError(problems)
  return seconds === null ? "* * * * *" : { interval: seconds * 1000 }
}

/**
 * The chains configured by `CHAIN_<NAME>_RPC_URL` and `CHAIN_<NAME>_USDT` (with
 * optional _DECIMALS, _CONFIRMATIONS, _START_BLOCK, _BLOCK_RANGE and the hot
 * wallet's _HOT_WALLET_KEY, _MAX, _DAILY). Read at each call: the environment is
 * the one source, so a test can set it before starting.
 */
export const chainConfigs = (): ChainConfig[] => readChainSettings().chains

export const chainConfig = (chain: string) =>
  chainConfigs().find((c) => c.chain === chain) ?? null

/**
 * The decimals of each chain's USDT: the configured token's, else the chain's
 * usual one (a withdrawal's net must fit them even where staff pay by hand).
 */
export const chainDecimals = (): Record<Chain, number> => {
  const configured = chainConfigs()
  return Object.fromEntries(
    CHAINS.map((c) => [
      c,
      configured.find((x) => x.chain === c)?.decimals ?? DEFAULTS[c].decimals,
    ])
  ) as Record<Chain, number>
}

/**
 * The operator's extended public key (`CHAIN_XPUB`, the account level
 * m/44'/60'/0'): members' deposit addresses are its children 0/i. No private key
 * for deposits is ever on the server.
 */
export const depositKey = () => readChainSettings().deposit

function parseXpub(
  raw: string | undefined
): { key: ViemAccounts.HDKey; id: string } | null {
  const xpub = raw?.trim()
  if (!xpub) return null
  let key: ViemAccounts.HDKey
  try {
    key = viemAccounts.HDKey.fromExtendedKey(xpub)
  } catch {
    throw new Error("CHAIN_XPUB is no extended public key (xpub…)")
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
