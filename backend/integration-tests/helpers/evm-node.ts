import type * as Viem from "viem" with { "resolution-mode": "import" }
import type * as ViemAccounts from "viem/accounts" with {
  "resolution-mode": "import",
}
import TOKEN from "./test-usdt.json"

// A local EVM chain for the deposit specs: ganache (pure JavaScript, from npm)
// serves JSON-RPC on a free loopback port; the USDT-like token is deployed from
// the committed bytecode (test-usdt.sol compiled once: no compiler download).

// viem's types are ES modules; Node requires its CommonJS build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const viem: typeof Viem = require("viem")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const accounts: typeof ViemAccounts = require("viem/accounts")

type Hex = `0x${string}`
type GanacheServer = {
  listen(port: number, host: string): Promise<void>
  close(): Promise<void>
  address(): { port: number }
}

/** The mnemonic of the node's funded accounts (ganache's deterministic one). */
export const MNEMONIC =
  "myth like bonus scare over problem client lizard pioneer submit female collect"

/**
 * A test operator's wallet: the root key of a fixed seed. The platform is given
 * only `xpub` (account level m/44'/60'/0'); `wallet(i)` is the address a BIP44
 * wallet holding the seed shows as its i-th, which a deposit address must equal.
 */
export function testOperator() {
  const root = accounts.HDKey.fromMasterSeed(
    viem.hexToBytes(viem.keccak256(viem.toHex("uuc deposit tests")))
  )
  return {
    xpub: root.derive("m/44'/60'/0'").publicExtendedKey,
    wallet: (i: number) =>
      accounts.hdKeyToAccount(root, { addressIndex: i }).address.toLowerCase(),
  }
}

export type EvmNode = Exclude<
  Awaited<ReturnType<typeof startEvmNode>>,
  { error: string }
>

/**
 * Starts the node, or answers null when ganache cannot start here (the spec then
 * says so and skips). Blocks are mined one per transaction.
 */
export async function startEvmNode(chainId: number) {
  let server: GanacheServer
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ganache = require("ganache") as {
      server(options: object): GanacheServer
    }
    server = ganache.server({
      chain: { chainId },
      wallet: { mnemonic: MNEMONIC, totalAccounts: 4 },
      logging: { quiet: true },
    })
    await server.listen(0, "127.0.0.1")
  } catch (e) {
    return { error: String((e as Error).message ?? e) } as const
  }
  const url = `http://127.0.0.1:${server.address().port}`
  const chain = viem.defineChain({
    id: chainId,
    name: `test-${chainId}`,
    nativeCurrency: { name: "ETH", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  const transport = viem.http(url, { retryCount: 0 })
  const pub = viem.createPublicClient({ chain, transport })
  const wallet = (index: number) =>
    viem.createWalletClient({
      chain,
      transport,
      account: accounts.mnemonicToAccount(MNEMONIC, { addressIndex: index }),
    })
  const rpc = (method: string, params: unknown[] = []) =>
    pub.request({ method, params } as never) as Promise<unknown>

  /** Deploys a token; account 0 holds its supply. */
  async function deployToken(decimals: number): Promise<Hex> {
    const hash = await wallet(0).deployContract({
      abi: TOKEN.abi,
      bytecode: TOKEN.bytecode as Hex,
      args: [10n ** 30n, decimals],
    })
    const receipt = await pub.waitForTransactionReceipt({ hash })
    return receipt.contractAddress!.toLowerCase() as Hex
  }

  /** A token transfer from `fromIndex`'s account; answers the TX hash and block. */
  async function transfer(
    token: Hex,
    to: string,
    amount: bigint,
    fromIndex = 0
  ) {
    const hash = await wallet(fromIndex).writeContract({
      address: token,
      abi: TOKEN.abi,
      functionName: "transfer",
      args: [to as Hex, amount],
    })
    const receipt = await pub.waitForTransactionReceipt({ hash })
    return { hash, block: receipt.blockNumber }
  }

  /** A token balance in token units. */
  const balanceOf = (token: Hex, owner: string) =>
    pub.readContract({
      address: token,
      abi: TOKEN.abi,
      functionName: "balanceOf",
      args: [owner as Hex],
    }) as Promise<bigint>

  return {
    url,
    balanceOf,
    /** How many TXs an account has had mined (its next nonce). */
    nonce: (address: string) =>
      pub.getTransactionCount({ address: address as Hex, blockTag: "latest" }),
    /** A funded account's private key (the platform's hot wallet in tests). */
    privateKey: (index: number) =>
      viem.toHex(
        accounts.mnemonicToAccount(MNEMONIC, { addressIndex: index }).getHdKey()
          .privateKey!
      ),
    address: (index: number) =>
      accounts
        .mnemonicToAccount(MNEMONIC, { addressIndex: index })
        .address.toLowerCase(),
    deployToken,
    transfer,
    head: () => pub.getBlockNumber({ cacheTime: 0 }),
    mine: (blocks: number) => rpc("evm_mine", [{ blocks }]),
    snapshot: () => rpc("evm_snapshot") as Promise<string>,
    revert: (id: string) => rpc("evm_revert", [id]),
    stop: () => server.close(),
  }
}
