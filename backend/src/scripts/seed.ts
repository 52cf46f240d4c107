import { ExecArgs } from "@medusajs/framework/types"
import { seedStaffAdmin } from "./seed/staff-admin"
import { seedStorefrontKey } from "./seed/storefront-key"
import { seedContent } from "./seed/content"
import { seedRootMember } from "./seed/root-member"
import { seedLedger } from "./seed/ledger"
import { seedShop } from "./seed/shop"
import { seedStoreName } from "./seed/store-name"

/**
 * Seeds the demo data once: a staff admin, the storefront's publishable key, the user
 * guide, a few notices, the root member, the staff profile and the ledger's demo
 * receiving addresses, and the shop (region, shipping, demo goods). Every part checks what exists first, so a rerun adds
 * nothing twice (`npm start` runs it on every start).
 */
export default async function seed({ container }: ExecArgs) {
  await seedStaffAdmin(container)
  await seedStorefrontKey(container)
  await seedStoreName(container)
  await seedContent(container)
  await seedRootMember(container)
  await seedLedger(container)
  await seedShop(container)
}
