import { MedusaContainer } from "@medusajs/framework/types"
import { seedLedgerWorkflow } from "@uuc/ledger/workflows"

/**
 * Demo receiving addresses (one per chain) and a recharge link, once. These are
 * demo addresses: staff replace them in /app/recharge-add before real use.
 */
export async function seedLedger(container: MedusaContainer) {
  await seedLedgerWorkflow(container).run({
    input: {
      chain_addresses: [
        {
          chain: "BEP20",
          address: "0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c",
        },
        {
          chain: "POLYGON",
          address: "0x7c1e3fb0a9d4e2c85b6f1a2d9e3c4b5a6f708192",
        },
      ],
      recharge_links: [
        {
          title: "Binance: buy USDT",
          url: "https://www.binance.com/en/buy-sell-crypto",
        },
      ],
    },
  })
}
