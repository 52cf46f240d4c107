import { z } from "@medusajs/framework/zod"

// The validation helpers several resources share; each resource's own schemas sit in
// the `validators.ts` beside its `route.ts`.

export const text = (max: number) =>
  z.string().trim().min(1, "required").max(max, "too_long")

export const pagination = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
}

export const StoreLocaleQuery = z.object({
  locale: z.string().max(20).optional(),
})
