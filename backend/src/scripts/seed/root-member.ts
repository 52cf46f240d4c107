import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { registerMemberWorkflow } from "@uuc/members/workflows"

type Members = { findByUsername(username: string): Promise<unknown> }

/** The root member, the only one without a sponsor, from ROOT_USERNAME / ROOT_PASSWORD. */
export async function seedRootMember(container: MedusaContainer) {
  const username = process.env.ROOT_USERNAME
  const password = process.env.ROOT_PASSWORD
  const secondary = process.env.ROOT_SECONDARY_PASSWORD
  if (!username || !password || !secondary) {
    throw new Error(
      "ROOT_USERNAME, ROOT_PASSWORD and ROOT_SECONDARY_PASSWORD must be set"
    )
  }
  if (await container.resolve<Members>("members").findByUsername(username))
    return
  await registerMemberWorkflow(container).run({
    input: {
      username,
      password,
      secondary_password: secondary,
      security_question: "What is the name of this platform?",
      security_answer: "uuc",
      phone: null,
      nickname: "Root",
      sponsor_id: null,
    },
  })
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .info(`Seeded root member ${username}`)
}
