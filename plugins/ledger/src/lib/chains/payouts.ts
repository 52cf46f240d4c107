import type { MedusaContainer } from "@medusajs/framework/types"
import { LEDGER_MODULE } from "../../modules/ledger"
import { type Announce, announcer } from "../announce"
import {
  type PayoutChains,
  tokenUnitsOf,
} from "../../modules/ledger/ops/payouts"
import type LedgerModuleService from "../../modules/ledger/service"
import { chainConfig, chainConfigs, type ChainConfig } from "./config"
import { clientOf, finalBlock, rpcMessage, TRANSFER } from "./rpc"
import { viem, viemAccounts } from "./viem"

/** Gas for one token transfer (a USDT transfer takes ~35–65k). */
const TRANSFER_GAS = 120_000n
const ERC20 = viem.parseAbi([
  "function transfer(address to, uint256 value) returns (bool)",
])

/** The chains this server pays on, for the withdrawal operations. */
export const payoutChains = (): PayoutChains =>
  Object.fromEntries(
    chainConfigs().map((c) => [
      c.chain,
      { token: c.usdt, decimals: c.decimals, hot_wallet: !!c.hotWallet },
    ])
  )

type Payout = Awaited<ReturnType<LedgerModuleService["openPayouts"]>>[number]

/** Why a TX is not this payout, for staff (the codes are translated). */
export type Verdict =
  | { state: "paid" }
  | { state: "waiting"; mined: boolean; reason: string }
  | { state: "refused"; code: string; reason: string }

/**
 * Reads a payout TX from the chain: paid when it succeeded with a Transfer of the
 * chain's USDT to the withdrawal's address of exactly its token units and has
 * its confirmations (and is finalized where the chain tells it); refused (with the closest mismatch) when it succeeded
 * without one, or reverted; waiting while it is unknown or short of confirmations.
 */
export async function verifyPayoutTx(
  config: ChainConfig,
  payout: Pick<Payout, "tx_hash" | "to_address" | "raw_value">
): Promise<Verdict> {
  const client = clientOf(config)
  const receipt = await client
    .getTransactionReceipt({ hash: payout.tx_hash as `0x${string}` })
    .catch((e: unknown) => {
      if ((e as Error).name === "TransactionReceiptNotFoundError") return null
      throw e
    })
  if (!receipt)
    return { state: "waiting", mined: false, reason: "not on chain yet" }
  if (receipt.status !== "success")
    return {
      state: "refused",
      code: "payout_tx_failed",
      reason: `reverted in block ${receipt.blockNumber}`,
    }
  let closest: Exclude<Verdict, { state: "paid" | "waiting" }> = {
    state: "refused",
    code: "payout_wrong_token",
    reason: "no USDT transfer in this TX",
  }
  for (const log of receipt.logs) {
    let event
    try {
      event = viem.decodeEventLog({
        abi: [TRANSFER],
        data: log.data,
        topics: log.topics,
      })
    } catch {
      continue
    }
    if (log.address.toLowerCase() !== config.usdt) {
      closest.reason = `a transfer of token ${log.address.toLowerCase()}`
      continue
    }
    const to = event.args.to.toLowerCase()
    const value = event.args.value.toString()
    if (to !== payout.to_address) {
      closest = {
        state: "refused",
        code: "payout_wrong_recipient",
        reason: `USDT went to ${to}`,
      }
      continue
    }
    if (value !== payout.raw_value) {
      closest = {
        state: "refused",
        code: "payout_wrong_amount",
        reason: `${value} token units sent, ${payout.raw_value} due`,
      }
      continue
    }
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const have = head - receipt.blockNumber + 1n
    if (have < BigInt(config.confirmations))
      return {
        state: "waiting",
        mined: true,
        reason: `${have} of ${config.confirmations} confirmations`,
      }
    const { finalized } = await finalBlock(client, config, head)
    if (finalized !== null && receipt.blockNumber > finalized)
      return {
        state: "waiting",
        mined: true,
        reason: `block ${receipt.blockNumber} not finalized yet (finalized: ${finalized})`,
      }
    return { state: "paid" }
  }
  return closest
}

const hotAccount = (config: ChainConfig) =>
  viemAccounts.privateKeyToAccount(config.hotWallet!.privateKey)

/**
 * Claims a queued hot-wallet payout (PostgreSQL decides who: see the op) and
 * signs it; null when another process has it or it was held over a limit.
 */
async function claimAndSign(
  ledger: LedgerModuleService,
  config: ChainConfig,
  payout: Payout
) {
  const client = clientOf(config)
  const account = hotAccount(config)
  const [chainId, gasPrice, chainNonce] = await Promise.all([
    client.getChainId(),
    client.getGasPrice(),
    client.getTransactionCount({
      address: account.address,
      blockTag: "pending",
    }),
  ])
  // Signed for the wrong chain or at a price nobody set: nothing is signed, the
  // payout stays queued and staff see why on the chain's watch.
  const refusal =
    chainId !== config.chainId
      ? `hot wallet: the RPC serves chain id ${chainId}, not ${config.chainId}; nothing signed`
      : gasPrice > config.hotWallet!.maxGasPriceWei
        ? `hot wallet: gas price ${viem.formatGwei(gasPrice)} gwei is above the maximum ${viem.formatGwei(config.hotWallet!.maxGasPriceWei)}; nothing signed`
        : null
  if (refusal) {
    await ledger.recordChainError({ chain: config.chain, error: refusal })
    return null
  }
  return ledger.claimHotPayout({
    withdrawal_id: payout.withdrawal_id,
    wallet: account.address,
    limits: {
      max_per_withdrawal: config.hotWallet!.maxPerWithdrawal,
      max_per_day: config.hotWallet!.maxPerDay,
    },
    chain_nonce: String(chainNonce),
    sign: async (nonce) => {
      const raw = await account.signTransaction({
        type: "legacy",
        chainId,
        nonce: Number(nonce),
        gas: TRANSFER_GAS,
        gasPrice,
        to: config.usdt as `0x${string}`,
        data: viem.encodeFunctionData({
          abi: ERC20,
          functionName: "transfer",
          args: [payout.to_address as `0x${string}`, BigInt(payout.raw_value!)],
        }),
      })
      return { raw_tx: raw, tx_hash: viem.keccak256(raw) }
    },
  })
}

/**
 * Broadcasts the one signed TX of a payout. Sending the same bytes again is
 * harmless (the node knows it, or it was mined): at most one transfer per nonce.
 */
async function broadcast(
  ledger: LedgerModuleService,
  config: ChainConfig,
  payout: { withdrawal_id: string; tx_hash: string; raw_tx: string }
) {
  const note = (outcome: "sent" | "error", reason?: string) =>
    ledger.notePayout({
      withdrawal_id: payout.withdrawal_id,
      tx_hash: payout.tx_hash,
      outcome,
      reason,
    })
  try {
    await clientOf(config).sendRawTransaction({
      serializedTransaction: payout.raw_tx as `0x${string}`,
    })
  } catch (e) {
    const message = rpcMessage(e)
    // Known or already mined: it is out; the check decides.
    if (
      !/already known|known transaction|nonce too low|already imported/i.test(
        message
      )
    ) {
      await note("error", `broadcast failed: ${message}`)
      return false
    }
  }
  await note("sent")
  return true
}

/**
 * Moves one payout on as far as the chain allows now: a queued one is claimed,
 * signed and broadcast; a signed one not yet accepted is broadcast again; a TX on
 * its way is verified, and the withdrawal passes once it is (the ledger's
 * settlement, once). A recorded TX that is not this payout is refused; a
 * hot-wallet TX that reverted, or whose nonce another TX took, failed: both go
 * back to staff with their code.
 */
async function advance(
  ledger: LedgerModuleService,
  config: ChainConfig,
  payout: Payout,
  announce?: Announce
): Promise<void> {
  if (
    (payout.status === "queued" || payout.status === "verifying") &&
    tokenUnitsOf(payout.amount, config.decimals) !== payout.raw_value
  ) {
    // Its units are not exactly its net (the token's decimals changed, or an
    // older payout was rounded): not signed, nor taken as paid; back to staff.
    // (One signed already is left to land: sending it again could pay twice.)
    await ledger.notePayout({
      withdrawal_id: payout.withdrawal_id,
      tx_hash: payout.tx_hash,
      outcome: payout.mode === "hot_wallet" ? "failed" : "refused",
      code: "payout_amount_unfit",
      reason: `${payout.amount} USDT is not ${payout.raw_value} units of ${config.decimals} decimals`,
    })
    return
  }
  let current: Payout | null = payout
  if (current.status === "queued") {
    if (!config.hotWallet) return
    const claimed = await claimAndSign(ledger, config, current)
    if (!claimed || claimed.status !== "sending") return
    current = (await ledger.openPayouts(config.chain, current.withdrawal_id))[0]
    if (!current) return
  }
  if (!current.tx_hash) return
  const tx = current.tx_hash
  let verdict = await verifyPayoutTx(config, current)
  if (current.status === "sending" && current.raw_tx) {
    if (verdict.state !== "waiting" || verdict.mined) {
      // On chain already (a crash before it was noted): never sent again.
      await ledger.notePayout({
        withdrawal_id: current.withdrawal_id,
        tx_hash: tx,
        outcome: "sent",
      })
    } else {
      const accepted = await broadcast(ledger, config, {
        withdrawal_id: current.withdrawal_id,
        tx_hash: tx,
        raw_tx: current.raw_tx,
      })
      // Refused by the node: kept with its reason, sent again next pass.
      if (!accepted) return
      verdict = await verifyPayoutTx(config, current)
    }
  }
  if (verdict.state === "paid") {
    const paid = await ledger.completePayout({
      id: current.withdrawal_id,
      tx_hash: tx,
    })
    if (paid) await announce?.("ledger.withdrawal.paid", paid.id)
    return
  }
  if (verdict.state === "refused") {
    await ledger.notePayout({
      withdrawal_id: current.withdrawal_id,
      tx_hash: tx,
      outcome: current.mode === "hot_wallet" ? "failed" : "refused",
      code: verdict.code,
      reason: verdict.reason,
    })
    return
  }
  if (current.mode === "hot_wallet" && !verdict.mined && current.raw_tx) {
    // Not mined. Its nonce used by another TX: it never will be (replaced or
    // dropped), staff may send again. Otherwise the same bytes go out again.
    const used = await clientOf(config).getTransactionCount({
      address: current.from_address as `0x${string}`,
      blockTag: "latest",
    })
    if (BigInt(used) > BigInt(current.nonce!)) {
      // Mined since the receipt was read? Then the next pass verifies it.
      const again = await verifyPayoutTx(config, current)
      if (again.state === "waiting" && !again.mined)
        await ledger.notePayout({
          withdrawal_id: current.withdrawal_id,
          tx_hash: tx,
          outcome: "failed",
          code: "payout_dropped",
          reason: `nonce ${current.nonce} was used by another TX`,
        })
      return
    }
    if (current.status === "sent")
      await broadcast(ledger, config, {
        withdrawal_id: current.withdrawal_id,
        tx_hash: tx,
        raw_tx: current.raw_tx,
      })
  }
  await ledger.notePayout({
    withdrawal_id: current.withdrawal_id,
    tx_hash: tx,
    outcome: "checked",
    reason: verdict.reason,
  })
}

/**
 * Every open payout of one chain, oldest first (the watcher's pass calls this
 * under the chain's lock); `id` for one payout only. An RPC failure on one payout
 * is recorded on it and the others go on.
 */
export async function advancePayouts(
  ledger: LedgerModuleService,
  config: ChainConfig,
  id?: string,
  /** Tells followers of each payout that passed (after its commit). */
  announce?: Announce
) {
  for (const payout of await ledger.openPayouts(config.chain, id)) {
    try {
      // One process at a time per payout (the others skip it): the claim in
      // PostgreSQL already makes one TX; this also keeps its bytes from being
      // broadcast twice at once (a test node, ganache, then mines them twice).
      await ledger.withPayoutLock(payout.withdrawal_id, () =>
        advance(ledger, config, payout, announce)
      )
    } catch (e) {
      await ledger.notePayout({
        withdrawal_id: payout.withdrawal_id,
        tx_hash: payout.tx_hash,
        outcome: "error",
        reason: `chain unreachable: ${rpcMessage(e)}`,
      })
    }
  }
}

/** One withdrawal's payout, right after staff acted on it (the route calls this). */
export async function advancePayout(
  container: MedusaContainer,
  chain: string,
  id: string
) {
  const config = chainConfig(chain)
  if (!config) return
  const ledger = container.resolve<LedgerModuleService>(LEDGER_MODULE)
  await advancePayouts(ledger, config, id, announcer(container))
}
