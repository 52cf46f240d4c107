import CustomerModule from "@medusajs/medusa/customer"
import { defineLink } from "@medusajs/framework/utils"
import MembersModule from "../modules/members"

/** A member is a Medusa customer: orders, carts and addresses hang off the customer. */
export default defineLink(
  MembersModule.linkable.member,
  CustomerModule.linkable.customer
)
