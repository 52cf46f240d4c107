import { viem, viemAccounts } from "../viem"
import { ChainSettingsError, readChainSettings, watchSchedule } from "../config"
import chainSettingsLoader from "../../../modules/ledger/loaders/chain-settings"

// The chain settings as the module's loader reads them at boot: what a
// careless deployment could give is refused with every problem named.
const root = viemAccounts.HDKey.fromMasterSeed(
  viem.hexToBytes(viem.keccak256(viem.toHex("uuc config tests")))
)
const account = root.derive("m/44'/60'/0'")
const XPUB = account.publicExtendedKey
const TOKEN = "0x55d398326f99059ff775485246999027b3197955"
const BEP20 = {
  CHAIN_BEP20_RPC_URL: "https://bsc.example/rpc",
  CHAIN_BEP20_USDT: TOKEN,
}
const KEY = `0x${"11".repeat(32)}`

const problems = (env: Record<string, string>) => {
  try {
    readChainSettings(env)
  } catch (e) {
    expect(e).toBeInstanceOf(ChainSettingsError)
    return (e as ChainSettingsError).problems
  }
  return []
}

describe("chain settings", () => {
  it("nothing configured: no chain, no key", () => {
    expect(readChainSettings({})).toEqual({
      chains: [],
      deposit: null,
      watchEvery: null,
    })
  })

  it("reads a chain with its defaults and the xpub", () => {
    const { chains, deposit } = readChainSettings({
      ...BEP20,
      CHAIN_XPUB: XPUB,
      CHAIN_POLYGON_RPC_URL: "wss://polygon.example",
      CHAIN_POLYGON_USDT: TOKEN.toUpperCase().replace("0X", "0x"),
      CHAIN_POLYGON_CONFIRMATIONS: "20",
    })
    expect(chains).toEqual([
      expect.objectContaining({
        chain: "BEP20",
        usdt: TOKEN,
        decimals: 18,
        confirmations: 15,
        blockRange: 500,
        startBlock: null,
        hotWallet: null,
        chainId: 56,
      }),
      expect.objectContaining({
        chain: "POLYGON",
        usdt: TOKEN,
        decimals: 6,
        confirmations: 20,
      }),
    ])
    expect(deposit?.id).toMatch(/^[0-9a-f]{16}$/)
  })

  it.each([
    [{ CHAIN_XPUB: "xpub-not-a-key" }, "CHAIN_XPUB is no extended public key"],
    [
      { CHAIN_XPUB: account.privateExtendedKey },
      "CHAIN_XPUB holds a private key",
    ],
    [{ CHAIN_BEP20_RPC_URL: "https://x" }, "go together"],
    [
      { ...BEP20, CHAIN_BEP20_RPC_URL: "bsc.example:8545" },
      "is no http(s) or ws(s) URL",
    ],
    [
      { ...BEP20, CHAIN_BEP20_RPC_URL: "ftp://bsc.example" },
      "is no http(s) or ws(s) URL",
    ],
    [{ ...BEP20, CHAIN_BEP20_USDT: "0x1234" }, "is no 0x contract address"],
    [
      { ...BEP20, CHAIN_BEP20_DECIMALS: "6.5" },
      'CHAIN_BEP20_DECIMALS: "6.5" is no integer',
    ],
    [
      { ...BEP20, CHAIN_BEP20_CONFIRMATIONS: "ten" },
      'CHAIN_BEP20_CONFIRMATIONS: "ten" is no integer',
    ],
    [{ ...BEP20, CHAIN_BEP20_CONFIRMATIONS: "0" }, "is no integer in 1..10000"],
    [{ ...BEP20, CHAIN_BEP20_START_BLOCK: "-3" }, "is no block number"],
    [
      { ...BEP20, CHAIN_BEP20_HOT_WALLET_KEY: "0xabc" },
      "CHAIN_BEP20_HOT_WALLET_KEY is no private key",
    ],
    [
      { ...BEP20, CHAIN_BEP20_HOT_WALLET_KEY: KEY },
      "CHAIN_BEP20_HOT_WALLET_MAX: not set",
    ],
    [
      {
        ...BEP20,
        CHAIN_BEP20_HOT_WALLET_KEY: KEY,
        CHAIN_BEP20_HOT_WALLET_MAX: "100",
        CHAIN_BEP20_HOT_WALLET_DAILY: "1e3",
      },
      'CHAIN_BEP20_HOT_WALLET_DAILY: "1e3"',
    ],
    [
      { ...BEP20, CHAIN_BEP20_HOT_WALLET_MAX: "100" },
      "are set without CHAIN_BEP20_HOT_WALLET_KEY",
    ],
    [{ CHAIN_POLYGON_HOT_WALLET_KEY: KEY }, "the chain is not"],
  ])("refuses %j", (env, problem) => {
    expect(problems(env as Record<string, string>).join("\n")).toContain(
      problem
    )
  })

  it("names every problem at once and never echoes a hot wallet key", () => {
    const bad = `0x${"zz".repeat(32)}`
    const found = problems({
      CHAIN_XPUB: "nope",
      ...BEP20,
      CHAIN_BEP20_DECIMALS: "x",
      CHAIN_BEP20_HOT_WALLET_KEY: bad,
      CHAIN_BEP20_HOT_WALLET_MAX: "10",
      CHAIN_BEP20_HOT_WALLET_DAILY: "100",
    })
    expect(found).toHaveLength(3)
    expect(found.join("\n")).not.toContain(bad)
  })

  it("reads a hot wallet with its limits (off unless its key is set)", () => {
    const { chains } = readChainSettings({
      ...BEP20,
      CHAIN_BEP20_HOT_WALLET_KEY: KEY,
      CHAIN_BEP20_HOT_WALLET_MAX: "500",
      CHAIN_BEP20_HOT_WALLET_DAILY: "2000.5",
    })
    expect(chains[0].hotWallet).toEqual({
      privateKey: KEY,
      maxPerWithdrawal: "500",
      maxPerDay: "2000.5",
      // 20 gwei on BSC unless CHAIN_BEP20_HOT_WALLET_MAX_GAS_GWEI says otherwise
      maxGasPriceWei: 20_000_000_000n,
    })
    const { chains: tuned } = readChainSettings({
      ...BEP20,
      CHAIN_BEP20_HOT_WALLET_KEY: KEY,
      CHAIN_BEP20_HOT_WALLET_MAX: "500",
      CHAIN_BEP20_HOT_WALLET_DAILY: "2000.5",
      CHAIN_BEP20_HOT_WALLET_MAX_GAS_GWEI: "3.5",
      CHAIN_BEP20_CHAIN_ID: "97",
    })
    expect(tuned[0]).toMatchObject({
      chainId: 97,
      hotWallet: { maxGasPriceWei: 3_500_000_000n },
    })
  })

  it("passes each minute unless CHAIN_WATCH_SECONDS says how often", () => {
    expect(watchSchedule({})).toBe("* * * * *")
    expect(watchSchedule({ CHAIN_WATCH_SECONDS: "5" })).toEqual({
      interval: 5000,
    })
    for (const bad of ["4", "3601", "1.5", "soon"]) {
      expect(() => watchSchedule({ CHAIN_WATCH_SECONDS: bad })).toThrow(
        ChainSettingsError
      )
      expect(problems({ CHAIN_WATCH_SECONDS: bad })).toEqual([
        "CHAIN_WATCH_SECONDS must be whole seconds from 5 to 3600",
      ])
    }
  })

  describe("the module's loader", () => {
    const saved = { ...process.env }
    afterEach(() => {
      for (const k of Object.keys(process.env))
        if (k.startsWith("CHAIN_")) delete process.env[k]
      Object.assign(process.env, saved)
    })
    const logged: string[] = []
    const logger = { info: (m: string) => logged.push(m) }
    const load = () =>
      chainSettingsLoader({ logger } as unknown as Parameters<
        typeof chainSettingsLoader
      >[0])

    it("refuses to start on a bad xpub, naming it", async () => {
      process.env.CHAIN_XPUB = "xpub-typo"
      await expect(load()).rejects.toThrow(
        /^Refusing to start: chain settings: CHAIN_XPUB is no extended public key/
      )
    })

    it("says once that no chain is configured", async () => {
      for (const k of Object.keys(process.env))
        if (k.startsWith("CHAIN_")) delete process.env[k]
      logged.length = 0
      await load()
      expect(logged).toEqual([
        expect.stringContaining("ledger: no chain configured"),
      ])
    })
  })
})
