import { authenticate } from "@medusajs/framework/http"

// Members are customers whose bearer token names the member.
export const member = authenticate("customer", ["bearer"])
