import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { imagesOf, type StoreProduct } from "../../lib/goods"
import { compareDecimal, priceView } from "../../lib/shop-price"
import { PriceTag } from "./price-tag"
import { translated } from "../../lib/translated"

/** The lowest price among a product's specifications (what a tile shows). */
function cheapestPrice(product: StoreProduct) {
  const views = (product.variants ?? [])
    .map((v) => priceView(v.calculated_price))
    .filter((v) => v !== null)
  return views.reduce<(typeof views)[number] | null>(
    (best, v) => (!best || compareDecimal(v.pay, best.pay) < 0 ? v : best),
    null
  )
}

/** A product tile: picture, title and price, linking to the product page. */
function ProductCard({ product }: { product: StoreProduct }) {
  const { t, i18n } = useTranslation()
  const image = imagesOf(product)[0]
  const title = translated(product, "title", product.title, i18n.language)
  return (
    <li>
      <Link
        to={`/shop/product/${encodeURIComponent(product.id)}`}
        data-testid="product-card"
        className="flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="aspect-square bg-slate-100">
          {image ? (
            <img
              src={image}
              alt={title}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          ) : (
            <span className="flex h-full items-center justify-center text-sm text-slate-600">
              {t("shop.noImage")}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium">{title}</h3>
          <div className="mt-auto">
            <PriceTag view={cheapestPrice(product)} />
          </div>
        </div>
      </Link>
    </li>
  )
}

/** Tiles on a two-column grid (three and four on wider screens). */
export function ProductGrid({
  products,
  testId,
}: {
  products: StoreProduct[]
  testId?: string
}) {
  return (
    <ul
      data-testid={testId}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
    >
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </ul>
  )
}
