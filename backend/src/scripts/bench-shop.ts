/**
 * The shop benchmark's data (`npm run bench:shop`, scripts/bench-shop.mjs runs this
 * with `medusa exec` in the fresh database uuc_bench_shop after the app's seed):
 * BENCH_GOODS (default 10,000) listed goods of one specification each, created
 * through Medusa's product workflow in batches with our fields as
 * `additional_data.shop`, their member prices synced once; BENCH_MEMBERS (default
 * 16, one per checkout worker) members under the root, funded in USDT through the
 * ledger, with a default shipping address. Writes what the HTTP part needs to
 * BENCH_OUT (JSON): the members and three variant ids.
 */
import type { ExecArgs } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  Modules,
  ProductStatus,
} from "@medusajs/framework/utils"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { syncMemberPrices } from "@uuc/shop/seed"
import { writeFileSync } from "fs"

const GOODS = Number(process.env.BENCH_GOODS || 10_000)
const MEMBERS = Number(process.env.BENCH_MEMBERS || 16)
const BATCH = 250
const SECOND = "BenchSecond1"

type Members = {
  findByUsername(u: string): Promise<{ id: string } | null>
  getMember(id: string): Promise<{ customer_id: string }>
}
type Ledger = {
  postEntry(input: {
    key: string
    kind: string
    description_key: string
    postings: { account: string; asset: string; amount: string }[]
  }): Promise<unknown>
}

export default async function benchShop({ container }: ExecArgs) {
  const log = container.resolve(ContainerRegistrationKeys.LOGGER)
  const [profile] = await container
    .resolve(Modules.FULFILLMENT)
    .listShippingProfiles({ type: "default" }, { select: ["id"] })
  const channels = await container
    .resolve(Modules.SALES_CHANNEL)
    .listSalesChannels({}, { select: ["id"] })
  const t0 = Date.now()
  const variants: string[] = []
  for (let done = 0; done < GOODS; done += BATCH) {
    const n = Math.min(BATCH, GOODS - done)
    const products = Array.from({ length: n }, (_, k) => {
      const i = done + k
      return {
        title: `Bench goods ${i}`,
        handle: `bench-${i}`,
        status: ProductStatus.PUBLISHED,
        shipping_profile_id: profile?.id,
        sales_channels: channels.map((c) => ({ id: c.id })),
        options: [{ title: "Specification", values: ["One"] }],
        variants: [
          {
            title: "One",
            options: { Specification: "One" },
            manage_inventory: false,
            prices: [{ currency_code: "usd", amount: 10 + (i % 90) }],
          },
        ],
      }
    })
    const { result } = await createProductsWorkflow(container).run({
      input: {
        products,
        additional_data: {
          shop: {
            points_discount: "1",
            status: "listed",
            specs: [{ name: "One", member_price: null, uuc_price: null }],
          },
        },
      },
    })
    if (variants.length < 3)
      variants.push(...result.flatMap((p) => p.variants.map((v) => v.id)))
    log.info(`bench: ${done + n}/${GOODS} goods`)
  }
  const created = Date.now() - t0
  const synced = await syncMemberPrices(container)
  log.info(
    `bench: ${GOODS} goods in ${(created / 1000).toFixed(1)} s, ${synced} member prices in ${((Date.now() - t0 - created) / 1000).toFixed(1)} s`
  )

  const { registerMemberWorkflow } = await import("@uuc/members/workflows")
  const members = container.resolve<Members>("members")
  const root = await members.findByUsername(process.env.ROOT_USERNAME!)
  const ledger = container.resolve<Ledger>("ledger")
  const out: { id: string; customer_id: string }[] = []
  for (let i = 0; i < MEMBERS; i++) {
    const { result } = await registerMemberWorkflow(container).run({
      input: {
        username: `bench${i}`,
        password: "Passw0rdXyz",
        secondary_password: SECOND,
        security_question: "q",
        security_answer: "a",
        phone: null,
        nickname: `bench${i}`,
        sponsor_id: root?.id ?? null,
      },
    })
    const { customer_id } = await members.getMember(result.id)
    await ledger.postEntry({
      key: `bench-fund-${result.id}`,
      kind: "test_fund",
      description_key: "test.fund",
      postings: [
        { account: "platform:adjustments", asset: "USDT", amount: "-100000" },
        {
          account: `member:${result.id}:USDT`,
          asset: "USDT",
          amount: "100000",
        },
      ],
    })
    await container.resolve(Modules.CUSTOMER).createCustomerAddresses({
      customer_id,
      first_name: `bench${i}`,
      phone: "+5511999999999",
      address_1: "Rua A 1",
      city: "São Paulo",
      country_code: "br",
      is_default_shipping: true,
    })
    out.push({ id: result.id, customer_id })
  }
  writeFileSync(
    process.env.BENCH_OUT!,
    JSON.stringify({ members: out, variants, secondary_password: SECOND })
  )
}
