import { useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { secondaryButton, selectClass } from "../../components/ledger/ledger-ui"
import { SearchBar } from "../../components/shop/search-bar"
import { ProductGrid } from "../../components/shop/product-card"
import { EmptyState, ErrorState, Skeleton } from "../../components/status"
import {
  useCategories,
  useProductPages,
  useProductPagesByPrice,
  useRegion,
} from "../../hooks/shop"
import { normalizeAmount } from "../../lib/money"
import { categoryName } from "../../lib/translated"

const SORTS = ["newest", "title", "price_asc", "price_desc"] as const
type Sort = (typeof SORTS)[number]
/** Medusa's own order of the list when neither a price sort nor a price range applies. */
const ORDER: Record<Sort, string> = {
  newest: "-created_at",
  title: "title",
  price_asc: "-created_at",
  price_desc: "-created_at",
}

/**
 * `/shop-list`: the goods, filtered by search, category and price, sorted; more
 * pages load as the member scrolls to the end (or taps "Load more").
 */
export default function ShopListPage() {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const q = params.get("q") ?? ""
  const category = params.get("category") ?? ""
  const sort = (SORTS as readonly string[]).includes(params.get("sort") ?? "")
    ? (params.get("sort") as Sort)
    : "newest"
  const min = params.get("min") ?? ""
  const max = params.get("max") ?? ""
  const [search, setSearch] = useState(q)
  const [priceMin, setPriceMin] = useState(min)
  const [priceMax, setPriceMax] = useState(max)
  const region = useRegion()
  const categories = useCategories()
  // Price sorts and ranges are the server's (our route orders and filters by the
  // price this shopper pays across all pages); other sorts are Medusa's own.
  const byPrice =
    sort === "price_asc" || sort === "price_desc" || !!(min || max)
  const medusaPages = useProductPages(byPrice ? undefined : region.data?.id, {
    q,
    category,
    order: ORDER[sort],
  })
  const pricePages = useProductPagesByPrice(
    byPrice ? region.data?.id : undefined,
    { q, category, descending: sort === "price_desc", min, max }
  )
  const pages = byPrice ? pricePages : medusaPages

  const set = (next: Record<string, string>) => {
    const p = new URLSearchParams(params)
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v)
      else p.delete(k)
    }
    setParams(p, { replace: true })
  }

  const products = useMemo(
    () => pages.data?.pages.flatMap((p) => p.products) ?? [],
    [pages.data]
  )

  // The next page when the end of the list scrolls into view.
  const end = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  useEffect(() => {
    const el = end.current
    if (!el || !hasNextPage || typeof IntersectionObserver === "undefined")
      return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage)
        void fetchNextPage()
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  const filtered = !!(q || category || min || max)
  return (
    <div className="space-y-4" data-testid="shop-list">
      <SearchBar
        id="list-search"
        value={search}
        onChange={setSearch}
        onSearch={() => set({ q: search.trim() })}
      />
      <details className="rounded-xl bg-white p-3 ring-1 ring-slate-200" open>
        <summary className="cursor-pointer text-sm font-semibold">
          {t("shop.filters")}
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          <div className="col-span-2 md:col-span-1">
            <label htmlFor="list-category" className="text-sm font-medium">
              {t("shop.category")}
            </label>
            <select
              id="list-category"
              className={selectClass}
              value={category}
              onChange={(e) => set({ category: e.target.value })}
              data-testid="list-category"
            >
              <option value="">{t("shop.allCategories")}</option>
              {(categories.data?.product_categories ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {categoryName(c, i18n.language)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="list-min" className="text-sm font-medium">
              {t("shop.priceMin")}
            </label>
            <input
              id="list-min"
              inputMode="decimal"
              className={selectClass}
              value={priceMin}
              onChange={(e) => setPriceMin(e.target.value)}
              onBlur={() => set({ min: cleanPrice(priceMin, i18n.language) })}
              data-testid="list-min"
            />
          </div>
          <div>
            <label htmlFor="list-max" className="text-sm font-medium">
              {t("shop.priceMax")}
            </label>
            <input
              id="list-max"
              inputMode="decimal"
              className={selectClass}
              value={priceMax}
              onChange={(e) => setPriceMax(e.target.value)}
              onBlur={() => set({ max: cleanPrice(priceMax, i18n.language) })}
              data-testid="list-max"
            />
          </div>
          <div className="col-span-2 md:col-span-1">
            <label htmlFor="list-sort" className="text-sm font-medium">
              {t("shop.sort")}
            </label>
            <select
              id="list-sort"
              className={selectClass}
              value={sort}
              onChange={(e) => set({ sort: e.target.value })}
              data-testid="list-sort"
            >
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`shop.sorts.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </details>
      {region.isLoading || pages.isLoading ? (
        <Skeleton lines={4} />
      ) : region.isError || pages.isError ? (
        <ErrorState
          message={t("shop.loadError")}
          onRetry={() => {
            void region.refetch()
            void pages.refetch()
          }}
        />
      ) : !products.length && !hasNextPage ? (
        <div className="space-y-3">
          <EmptyState
            message={t(filtered ? "shop.emptyFiltered" : "shop.emptyShop")}
          />
          {filtered && (
            <button
              type="button"
              className={`w-full ${secondaryButton}`}
              onClick={() => {
                setSearch("")
                setPriceMin("")
                setPriceMax("")
                setParams(new URLSearchParams(), { replace: true })
              }}
            >
              {t("shop.clearFilters")}
            </button>
          )}
        </div>
      ) : (
        <>
          <ProductGrid products={products} testId="goods-list" />
          <div ref={end} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? (
              <Skeleton lines={1} />
            ) : hasNextPage ? (
              <button
                type="button"
                className={`w-full ${secondaryButton}`}
                onClick={() => void fetchNextPage()}
              >
                {t("shop.loadMore")}
              </button>
            ) : (
              <p className="text-center text-sm text-slate-500">
                {t("shop.endOfList")}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  )
}

/** A price bound as the API's decimal string, or "" when it is not a number. */
function cleanPrice(raw: string, locale: string) {
  const v = normalizeAmount(raw, locale)
  return /^\d+(\.\d+)?$/.test(v) ? v : ""
}
