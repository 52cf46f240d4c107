import { z } from "@medusajs/framework/zod"
import { amount } from "../../utils/validators"

export const StorePoints = z.object({
  points: amount("invalid_points"),
})
export type StorePointsType = z.infer<typeof StorePoints>

export const StoreCheckout = z.object({
  secondary_password: z.string().min(1, "required"),
})
export type StoreCheckoutType = z.infer<typeof StoreCheckout>

/** A spec of a UUC cart: the variant and how many (1 to 999). */
export const UucItem = z.object({
  variant_id: z.string().trim().min(1, "required").max(100),
  quantity: z.coerce
    .number()
    .int("invalid_quantity")
    .min(1, "invalid_quantity")
    .max(999, "invalid_quantity")
    .default(1),
})
export type UucItemType = z.infer<typeof UucItem>

/** A UUC cart line's new quantity (0 removes it). */
export const UucQuantity = z.object({
  quantity: z.coerce
    .number()
    .int("invalid_quantity")
    .min(0, "invalid_quantity")
    .max(999, "invalid_quantity"),
})
export type UucQuantityType = z.infer<typeof UucQuantity>

const addressText = z.string().trim().max(300).optional()

/** A UUC cart's delivery address (the country one of the shop region's). */
export const UucAddressBody = z.object({
  shipping_address: z.object({
    first_name: addressText,
    last_name: addressText,
    phone: addressText,
    company: addressText,
    address_1: addressText,
    address_2: addressText,
    city: addressText,
    province: addressText,
    postal_code: addressText,
    country_code: z.string().trim().min(2, "required").max(2),
  }),
})
export type UucAddressBodyType = z.infer<typeof UucAddressBody>
