import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { withActivationLock } from "../activation/lock"
import { ports, type Ports } from "../shared/ports"

/** The key of applying a plan version's star level cap to the network. */
const starCapKey = (version: number) => `plan:${version}:star_max`

/**
 * Makes the network's automatic star levels follow the star level cap of the plan
 * in force (`levels.star_max`): the network keeps each member's automatic level
 * capped when it counts a referral, with the cap rewards passes; a new plan
 * version with another cap re-caps every member, once per version (keyed).
 */
export async function applyStarCap(p: Ports) {
  const { version, plan } = await p.plan.getPlan()
  return p.network.capStarLevels({
    key: starCapKey(version),
    star_max: plan.levels.star_max,
  })
}

/**
 * A new plan version (POST /admin/plan) under the activation lock, so that no
 * activation runs between the version and its star level cap; the cap is applied
 * at once (a crash in between: the reconcile job applies it).
 */
export async function publishPlan(
  container: MedusaContainer,
  patch: Record<string, unknown>,
  by: string | null
) {
  const p = ports(container)
  const published = await withActivationLock(container, async () => {
    const version = await p.plan.updatePlan(patch, by, { audit: !!by })
    await applyStarCap(p)
    return version
  })
  // other plugins follow the plan (the shop's member price lists)
  await container
    .resolve(Modules.EVENT_BUS)
    .emit({ name: "plan.published", data: { version: published.version } })
  return published
}
