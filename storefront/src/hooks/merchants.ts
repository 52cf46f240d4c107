import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api } from "../lib/sdk"
import { auth } from "./members"
// The merchants and shop plugins' answers, type-only (the build erases it): one
// declaration. A merchant's goods and orders are the shop's.
import type {
  ApplicationView,
  MerchantGoodsAnswer,
  MerchantOrdersAnswer,
  MerchantStanding,
  UploadsAnswer,
} from "@uuc/merchants/merchants-api"
import type {
  GoodsAnswer,
  GoodsView,
  OrderAnswer,
  ShopOrderView,
} from "@uuc/shop/shop-api"

export type {
  ApplicationView as MerchantApplication,
  GoodsView as MerchantGoodsView,
  MerchantStanding,
  ShopOrderView as MerchantOrderView,
}

const merchantKeys = {
  all: ["merchants"] as const,
  me: ["merchants", "me"] as const,
}

export function useMerchantStanding() {
  return useQuery({
    queryKey: merchantKeys.me,
    queryFn: () =>
      api<MerchantStanding>("/store/merchant-applications/me", {
        headers: auth(),
      }),
    staleTime: 0,
  })
}

/**
 * Whether the member runs a passed merchant account: `undefined` while the
 * standing loads, `false` when it could not be read (the merchant screens say why).
 */
export function useIsMerchant(): boolean | undefined {
  const standing = useMerchantStanding()
  if (standing.isError) return false
  return standing.data ? !!standing.data.merchant : undefined
}

export function useApplyMerchant() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { description: string }) =>
      api<{ application: ApplicationView }>("/store/merchant-applications", {
        method: "POST",
        body,
        headers: auth(),
      }),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: merchantKeys.all }),
  })
}

/** The languages goods are written in besides English (whose text is `title`). */
export const OTHER_LANGUAGES = ["pt-BR", "zh-CN"] as const
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number]

export type GoodsInput = {
  title: string
  description: string | null
  /** The title and description in the other languages; "" removes one. */
  translations: Record<OtherLanguage, { title: string; description: string }>
  /** A product category's id, or null for none. */
  category: string | null
  images: string[]
  video: string | null
  points_discount: string
  specs: {
    id?: string
    name: string
    /** The name in the other languages; "" for none. */
    names: Record<OtherLanguage, string>
    price: string
    member_price: string | null
    uuc_price: string | null
  }[]
}

export const MERCHANT_PAGE = 20

export function useMerchantGoods(page: number) {
  return useQuery({
    queryKey: [...merchantKeys.all, "goods", page],
    queryFn: () =>
      api<MerchantGoodsAnswer>("/store/merchant/goods", {
        headers: auth(),
        query: { limit: MERCHANT_PAGE, offset: page * MERCHANT_PAGE },
      }),
    retry: false,
  })
}

/** One of the merchant's goods, to edit. */
export function useOneGoods(id: string | null) {
  return useQuery({
    queryKey: [...merchantKeys.all, "goods", "one", id],
    queryFn: () =>
      api<GoodsAnswer>(`/store/merchant/goods/${id}`, {
        headers: auth(),
      }),
    enabled: !!id,
    retry: false,
  })
}

/** Creates (no id) or edits goods; either way they wait for listing. */
export function useSaveGoods() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: GoodsInput }) =>
      api<GoodsAnswer>(
        id ? `/store/merchant/goods/${id}` : "/store/merchant/goods",
        { method: "POST", body, headers: auth() }
      ),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: merchantKeys.all }),
  })
}

/**
 * Uploads goods pictures or videos (`POST /store/merchant/uploads`, multipart field
 * `files`); the server checks their content and size and answers their addresses.
 */
export function uploadMedia(files: File[]) {
  const form = new FormData()
  for (const f of files) form.append("files", f)
  return api<UploadsAnswer>("/store/merchant/uploads", {
    method: "POST",
    body: form,
    headers: auth(),
  })
}

export function useMerchantOrders(page: number, status?: string) {
  return useQuery({
    queryKey: [...merchantKeys.all, "orders", page, status],
    queryFn: () =>
      api<MerchantOrdersAnswer>("/store/merchant/orders", {
        headers: auth(),
        query: {
          limit: MERCHANT_PAGE,
          offset: page * MERCHANT_PAGE,
          status,
        },
      }),
    retry: false,
  })
}

export function useShipOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: string
      courier_name: string
      courier_number: string
    }) =>
      api<OrderAnswer>(`/store/merchant/orders/${id}/ship`, {
        method: "POST",
        body,
        headers: auth(),
      }),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: merchantKeys.all }),
  })
}
