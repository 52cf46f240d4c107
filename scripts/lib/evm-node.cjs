// A local EVM chain for the chain tests: ganache (pure JavaScript, from npm) serves
// JSON-RPC on a loopback port; the USDT-like token is deployed from the committed
// bytecode (backend/integration-tests/helpers/test-usdt.sol compiled once: no
// compiler download). Shared by the HTTP specs (Jest, through evm-node.ts) and the
// browser phase of `npm test` (which starts the node and hands its URL to the
// tests): CommonJS, so that Jest's CommonJS specs and ES modules both load it.
const viem = require("viem")
const accounts = require("viem/accounts")
const TOKEN = require("../../backend/integration-tests/helpers/test-usdt.json")

/** The mnemonic of the node's funded accounts (ganache's deterministic one). */
const MNEMONIC =
  "myth like bonus scare over problem client lizard pioneer submit female collect"

/**
 * A test operator's wallet: the root key of a seed made from `label`. The platform
 * is given only `xpub` (account level m/44'/60'/0'); `wallet(i)` is the address a
 * BIP44 wallet holding the seed shows as its i-th, which a deposit address must equal.
 */
function testOperator(label = "uuc deposit tests") {
  const root = accounts.HDKey.fromMasterSeed(
    viem.hexToBytes(viem.keccak256(viem.toHex(label)))
  )
  return {
    xpub: root.derive("m/44'/60'/0'").publicExtendedKey,
    wallet: (i) =>
      accounts.hdKeyToAccount(root, { addressIndex: i }).address.toLowerCase(),
  }
}

const funded = (index) =>
  accounts.mnemonicToAccount(MNEMONIC, { addressIndex: index })

/** A client of a running node (this process's or another's, by its URL). */
function connectEvmNode(url, chainId) {
  const chain = viem.defineChain({
    id: chainId,
    name: `test-${chainId}`,
    nativeCurrency: { name: "ETH", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  const transport = viem.http(url, { retryCount: 0 })
  const pub = viem.createPublicClient({ chain, transport })
  const wallet = (index) =>
    viem.createWalletClient({ chain, transport, account: funded(index) })
  const rpc = (method, params = []) => pub.request({ method, params })

  /** Deploys a token; account 0 holds its supply. */
  async function deployToken(decimals) {
    const hash = await wallet(0).deployContract({
      abi: TOKEN.abi,
      bytecode: TOKEN.bytecode,
      args: [10n ** 30n, decimals],
    })
    const receipt = await pub.waitForTransactionReceipt({ hash })
    return receipt.contractAddress.toLowerCase()
  }

  /** A token transfer from `fromIndex`'s account; answers the TX hash and block. */
  async function transfer(token, to, amount, fromIndex = 0) {
    const hash = await wallet(fromIndex).writeContract({
      address: token,
      abi: TOKEN.abi,
      functionName: "transfer",
      args: [to, amount],
    })
    const receipt = await pub.waitForTransactionReceipt({ hash })
    return { hash, block: receipt.blockNumber }
  }

  return {
    url,
    /** A token balance in token units. */
    balanceOf: (token, owner) =>
      pub.readContract({
        address: token,
        abi: TOKEN.abi,
        functionName: "balanceOf",
        args: [owner],
      }),
    /** How many TXs an account has had mined (its next nonce). */
    nonce: (address) =>
      pub.getTransactionCount({ address, blockTag: "latest" }),
    /** A funded account's private key (the platform's hot wallet in tests). */
    privateKey: (index) => viem.toHex(funded(index).getHdKey().privateKey),
    address: (index) => funded(index).address.toLowerCase(),
    deployToken,
    transfer,
    head: () => pub.getBlockNumber({ cacheTime: 0 }),
    mine: (blocks) => rpc("evm_mine", [{ blocks }]),
    snapshot: () => rpc("evm_snapshot"),
    revert: (id) => rpc("evm_revert", [id]),
  }
}

/**
 * Starts the node on a free loopback port (`port` 0) or the one given, or answers
 * `{ error }` when ganache cannot start here. Blocks are mined one per transaction.
 */
async function startEvmNode(chainId, port = 0) {
  let server
  try {
    const ganache = require("ganache")
    server = ganache.server({
      chain: { chainId },
      wallet: { mnemonic: MNEMONIC, totalAccounts: 4 },
      logging: { quiet: true },
    })
    await server.listen(port, "127.0.0.1")
  } catch (e) {
    return { error: String(e?.message ?? e) }
  }
  const url = `http://127.0.0.1:${server.address().port}`
  return { ...connectEvmNode(url, chainId), stop: () => server.close() }
}

module.exports = { MNEMONIC, testOperator, connectEvmNode, startEvmNode }
