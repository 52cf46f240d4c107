import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router-dom"
import { ProductGrid } from "../../components/shop/product-card"
import { SearchBar } from "../../components/shop/search-bar"
import { EmptyState, ErrorState, Skeleton } from "../../components/status"
import { merchantItemsFor } from "../../components/layout/nav-items"
import { useIsMerchant } from "../../hooks/merchants"
import { useCategories, useProducts, useRegion } from "../../hooks/shop"
import { categoryName } from "../../lib/translated"

const FEATURED = 8

/** `/shop`: search, the categories, and the newest goods as the featured shelf. */
export default function ShopPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const [q, setQ] = useState("")
  const region = useRegion()
  const categories = useCategories()
  const featured = useProducts(region.data?.id, {}, FEATURED)
  const merchant = useIsMerchant()
  const list = categories.data?.product_categories ?? []
  return (
    <div className="space-y-6" data-testid="shop">
      <SearchBar
        id="shop-search"
        value={q}
        onChange={setQ}
        onSearch={() =>
          navigate(`/shop-list?q=${encodeURIComponent(q.trim())}`)
        }
      />
      <nav className="flex flex-wrap gap-2 text-sm">
        <Link
          to="/shop-order"
          className="rounded-full bg-white px-3 py-1.5 font-medium ring-1 ring-slate-200 hover:bg-slate-100"
          data-testid="shop-orders-link"
        >
          {t("shopOrder.title")}
        </Link>
        <Link
          to="/address"
          className="rounded-full bg-white px-3 py-1.5 font-medium ring-1 ring-slate-200 hover:bg-slate-100"
        >
          {t("address.title")}
        </Link>
        {merchantItemsFor(merchant).map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className="rounded-full bg-white px-3 py-1.5 font-medium ring-1 ring-slate-200 hover:bg-slate-100"
            data-testid={`shop-link-${item.to.slice(1)}`}
          >
            {t(item.label)}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="shop-categories" className="space-y-3">
        <h2 id="shop-categories" className="text-lg font-bold">
          {t("shop.categories")}
        </h2>
        {categories.isLoading ? (
          <Skeleton lines={1} />
        ) : categories.isError ? (
          <ErrorState
            message={t("shop.loadError")}
            onRetry={() => void categories.refetch()}
          />
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="shop-categories">
            <li>
              <Link
                to="/shop-list"
                className="inline-block rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-600/20"
              >
                {t("shop.allGoods")}
              </Link>
            </li>
            {list.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/shop-list?category=${encodeURIComponent(c.id)}`}
                  className="inline-block rounded-full bg-white px-3 py-1.5 text-sm font-medium ring-1 ring-slate-200 hover:bg-slate-100"
                >
                  {categoryName(c, i18n.language)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="shop-featured" className="space-y-3">
        <div className="flex items-center justify-between">
          <h2 id="shop-featured" className="text-lg font-bold">
            {t("shop.featured")}
          </h2>
          <Link
            to="/shop-list"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            data-testid="shop-list-link"
          >
            {t("shop.seeAll")}
          </Link>
        </div>
        {region.isLoading || featured.isLoading ? (
          <Skeleton lines={2} />
        ) : region.isError || featured.isError ? (
          <ErrorState
            message={t("shop.loadError")}
            onRetry={() => {
              void region.refetch()
              void featured.refetch()
            }}
          />
        ) : !region.data ? (
          <EmptyState message={t("shop.noRegion")} />
        ) : featured.data?.products.length ? (
          <ProductGrid products={featured.data.products} testId="featured" />
        ) : (
          <EmptyState message={t("shop.emptyShop")} />
        )}
      </section>
    </div>
  )
}
