import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MEMBERS_MODULE } from "../../modules/members"
import type MembersModuleService from "../../modules/members/service"
import { hashSecret, normalizeAnswer } from "../../lib/secrets"

export type CreateMemberInput = {
  username: string
  password: string
  secondary_password: string
  security_question: string
  security_answer: string
  phone: string | null
  nickname: string | null
  sponsor_id: string | null
  customer_id: string
}

/** Creates the member profile with hashed secrets; compensation deletes it. */
export const createMemberStep = createStep(
  "create-member",
  async (input: CreateMemberInput, { container }) => {
    const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
    const [password_hash, secondary_password_hash, security_answer_hash] =
      await Promise.all([
        hashSecret(input.password),
        hashSecret(input.secondary_password),
        hashSecret(normalizeAnswer(input.security_answer)),
      ])
    const member = await members.createMembers({
      username: input.username.toLowerCase(),
      nickname: input.nickname ?? input.username,
      phone: input.phone,
      sponsor_id: input.sponsor_id,
      customer_id: input.customer_id,
      password_hash,
      secondary_password_hash,
      security_question: input.security_question,
      security_answer_hash,
      password_changed_at: new Date(),
    })
    return new StepResponse(member, member.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container
      .resolve<MembersModuleService>(MEMBERS_MODULE)
      .deleteMembers(id)
  }
)
