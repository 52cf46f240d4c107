/**
 * What the merchants routes answer, declared once: the presenters and routes are
 * typed against these and the merchants-api entry exports them to the storefront's
 * hooks and the admin (type-only). Types only: the admin's type-check reads this
 * file, not the services.
 */
import type { GoodsView, ShopOrderView } from "@uuc/shop/shop-api"
import type { ApplicationStatus } from "../modules/merchants/lib/types"

/** An application as the API answers it (api.md: id, member, status, …). */
export type ApplicationView = {
  id: string
  member: { id: string; username: string | null }
  status: ApplicationStatus
  description: string
  reason: string | null
  reviewed_at: string | null
  created_at: string
}

/** GET /store/merchant-applications/me: conditions, latest application, account. */
export type MerchantStanding = {
  conditions: {
    min_star: number
    star_level: number
    met: boolean
    /** Directly sponsored members holding a card: one star each, to the plan's cap. */
    active_directs: number
    /** The plan's `shop.merchant_commission` ("0.10"): kept of each received order's value. */
    commission: string
  }
  application: ApplicationView | null
  merchant: { id: string; created_at: string } | null
}

/** POST /store/merchant-applications → 201: the pending application. */
export type ApplicationAnswer = { application: ApplicationView }

/**
 * POST /admin/merchant-applications/:id/approve and /reject: the reviewed
 * application and, when passed, the merchant account it opened.
 */
export type ApplicationDecision = {
  application: ApplicationView
  merchant: { id: string } | null
}

/** GET /admin/merchant-applications: newest first, with usernames. */
export type AdminApplicationsAnswer = {
  applications: ApplicationView[]
  count: number
  limit: number
  offset: number
}

/**
 * A page of the merchant's own rows under `key` (GET /store/merchant/goods,
 * /store/merchant/orders): the shop's goods and orders, narrowed to the merchant.
 */
export type MerchantPage<K extends string, R> = Record<K, R[]> & {
  count: number
  limit: number
  offset: number
}
export type MerchantGoodsAnswer = MerchantPage<"goods", GoodsView>
export type MerchantOrdersAnswer = MerchantPage<"orders", ShopOrderView>

/** A file the merchant uploaded, stored by Medusa's file module. */
export type UploadedFile = { id: string; url: string }
/** POST /store/merchant/uploads → 201 `{ files }`. */
export type UploadsAnswer = { files: UploadedFile[] }
