import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { LEDGER_MODULE } from "../../modules/ledger"
import type LedgerModuleService from "../../modules/ledger/service"

export type SeedLedgerInput = {
  chain_addresses?: { chain: string; address: string }[]
  recharge_links?: { title: string; url: string; sort_order?: number }[]
}

/**
 * Demo configuration, once: receiving addresses for chains that have none, and
 * recharge links when there are none. The UUC supply and the initial price come
 * from the migration, not from here.
 */
export const seedLedgerStep = createStep(
  "ledger-seed-step",
  async (input: SeedLedgerInput, { container }) => {
    const ledger = container.resolve<LedgerModuleService>(LEDGER_MODULE)
    const existing = new Set<string>(
      (await ledger.getChainAddresses()).map((a) => a.chain)
    )
    let addresses = 0
    for (const a of input.chain_addresses ?? []) {
      if (existing.has(a.chain)) continue
      await ledger.setChainAddress({ ...a, created_by: "seed" })
      addresses++
    }
    let links = 0
    if (
      input.recharge_links?.length &&
      !(await ledger.listRechargeLinks({})).length
    ) {
      await ledger.createRechargeLinks(input.recharge_links)
      links = input.recharge_links.length
    }
    return new StepResponse({
      chain_addresses: addresses,
      recharge_links: links,
    })
  }
)
