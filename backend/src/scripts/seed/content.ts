import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { seedContentWorkflow } from "@uuc/content/workflows"
import { guide, notices } from "@uuc/data"

/** The user guide's ten questions and the demo notices, added once. */
export async function seedContent(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { result } = await seedContentWorkflow(container).run({
    input: { guide, notices },
  })
  if (result.guide || result.notices) {
    logger.info(
      `Seeded ${result.guide} guide entries and ${result.notices} notices`
    )
  }
}
