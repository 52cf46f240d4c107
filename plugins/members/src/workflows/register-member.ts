import { Modules } from "@medusajs/framework/utils"
import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  createCustomersWorkflow,
  createRemoteLinkStep,
} from "@medusajs/medusa/core-flows"
import { memberCustomerFields } from "../lib/member-customer"
import { MEMBERS_MODULE } from "../modules/members"
import { createMemberStep, CreateMemberInput } from "./steps/create-member"
import { placeMemberStep } from "./steps/place-member"

export type RegisterMemberInput = Omit<CreateMemberInput, "customer_id">

/**
 * Registers a member: a Medusa customer, the member profile linked to it, then the
 * place in the network. A failure undoes what came before.
 */
export const registerMemberWorkflow = createWorkflow(
  "register-member",
  (input: RegisterMemberInput) => {
    const customers = createCustomersWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        customersData: [
          {
            // registered and named by the username in Medusa's customer list
            ...memberCustomerFields(input.username),
            phone: input.phone,
            metadata: { username: input.username.toLowerCase() },
          },
        ],
      })),
    })
    const member = createMemberStep(
      transform({ input, customers }, ({ input, customers }) => ({
        ...input,
        customer_id: customers[0].id,
      }))
    )
    createRemoteLinkStep(
      transform({ member }, ({ member }) => [
        {
          [MEMBERS_MODULE]: { member_id: member.id },
          [Modules.CUSTOMER]: { customer_id: member.customer_id },
        },
      ])
    )
    placeMemberStep(
      transform({ member }, ({ member }) => ({
        member_id: member.id,
        username: member.username,
        sponsor_id: member.sponsor_id,
      }))
    )
    return new WorkflowResponse(member)
  }
)
