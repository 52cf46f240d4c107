import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import {
  amountText,
  emptyGoods,
  textsOf,
  type GoodsBody,
  type GoodsForm,
} from "../lib/goods-form"
import { postJson, sdk } from "@uuc/admin-kit"
import type {
  AdminGoodsAnswer,
  AdminGoodsRow,
  GoodsAnswer,
  GoodsView,
} from "../../api/answers"

/** Query keys of the shop's admin data; mutations invalidate what they change. */
export const shopKeys = {
  all: ["uuc-shop"] as const,
  goods: (q: object) => [...shopKeys.all, "goods", q] as const,
  product: (id: string) => [...shopKeys.all, "product", id] as const,
  orders: (q: object) => [...shopKeys.all, "orders", q] as const,
  categories: () => [...shopKeys.all, "categories"] as const,
}

/** Goods as `/admin/goods` answers them (type-only: the build erases it). */
export type { AdminGoodsRow }

/** Who sells the goods: the merchant's username, else the account's id; null for the platform. */
export const merchantName = (g: AdminGoodsRow) =>
  g.merchant_username ?? g.merchant

export function useGoods(query: {
  q?: string
  merchant?: string
  status?: string
  limit: number
  offset: number
}) {
  return useQuery({
    queryKey: shopKeys.goods(query),
    queryFn: () =>
      sdk.client.fetch<AdminGoodsAnswer>("/admin/goods", {
        query,
      }),
    placeholderData: (previous) => previous,
  })
}

/** Lists (up) or unlists (down) goods. */
export function useListing() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "list" | "unlist" }) =>
      postJson<GoodsAnswer>(`/admin/goods/${id}/${action}`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  })
}

/** `/admin/goods/:id`'s goods as the goods form's values. */
function toGoodsForm(g: GoodsView): GoodsForm {
  const base = emptyGoods()
  return {
    title: g.title,
    description: g.description ?? "",
    titles: textsOf((l) => g.translations?.[l]?.title),
    descriptions: textsOf((l) => g.translations?.[l]?.description),
    category: g.category?.id ?? "",
    images: g.images ?? [],
    video: g.video ?? "",
    points_discount: amountText(g.points_discount) || "0",
    merchant_id: g.merchant ?? "",
    specs: g.specs.length
      ? g.specs.map((s) => ({
          id: s.id,
          name: s.name,
          names: textsOf((l) => s.names?.[l]),
          price: amountText(s.price),
          member_price: amountText(s.member_price),
          uuc_price: amountText(s.uuc_price),
        }))
      : base.specs,
  }
}

/** The goods to edit (`/app/goods-add?id=…`, the product's id). */
export function useGoodsForm(id: string | null) {
  return useQuery({
    queryKey: shopKeys.product(id ?? ""),
    queryFn: async () => {
      const { goods } = await sdk.client.fetch<GoodsAnswer>(
        `/admin/goods/${id}`
      )
      return toGoodsForm(goods)
    },
    enabled: !!id,
  })
}

/** Creates goods, or edits the ones with `id`. */
export function useSaveGoods(id: string | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: GoodsBody) =>
      postJson<GoodsAnswer>(id ? `/admin/goods/${id}` : "/admin/goods", body),
    onSuccess: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  })
}

export function useCategories() {
  return useQuery({
    queryKey: shopKeys.categories(),
    queryFn: () =>
      sdk.client.fetch<{
        product_categories: {
          id: string
          name: string
          /** the name in each language ("name.pt-BR"), see admin-kit's translated */
          metadata?: Record<string, unknown> | null
        }[]
      }>("/admin/product-categories", {
        query: { limit: 200, fields: "id,name,metadata" },
      }),
  })
}

/** Uploads pictures through Medusa's file module: their public URLs. */
export async function uploadImages(files: File[]): Promise<string[]> {
  const form = new FormData()
  for (const f of files) form.append("files", f)
  const res = await fetch("/admin/uploads", {
    method: "POST",
    credentials: "include",
    body: form,
  })
  const data = await res.json().catch(() => ({}))
  if (!res.ok) throw data
  return (data as { files: { url: string }[] }).files.map((f) => f.url)
}
