import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import {
  Amount,
  PagedList,
  StatusBadge,
  primaryButton,
} from "../../components/ledger/ledger-ui"
import { Skeleton } from "../../components/status"
import { MERCHANT_PAGE, useMerchantGoods } from "../../hooks/merchants"
import { MerchantFailure } from "./license-gate"

/** `/apply-order`: the merchant's own goods with their listing state; edit or add. */
export default function ApplyOrderPage() {
  const { t } = useTranslation()
  const [page, setPage] = useState(0)
  const goods = useMerchantGoods(page)
  if (goods.isLoading) return <Skeleton />
  if (goods.isError)
    return (
      <MerchantFailure
        error={goods.error}
        onRetry={() => void goods.refetch()}
      />
    )
  return (
    <div className="space-y-4" data-testid="merchant-goods">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t("merchant.goods.title")}</h2>
        <Link to="/shop-add" className={primaryButton}>
          {t("merchant.goods.add")}
        </Link>
      </div>
      <PagedList
        query={goods}
        items={goods.data?.goods}
        count={goods.data?.count ?? 0}
        pageSize={MERCHANT_PAGE}
        page={page}
        onPage={setPage}
        empty={t("merchant.goods.empty")}
        loadError={t("merchant.loadError")}
        testId="merchant-goods-list"
        render={(g) => (
          <li key={g.id} className="flex items-center gap-3 p-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate font-medium">{g.title}</p>
              <p className="text-sm text-slate-600">
                {(g.specs[0]?.member_price ?? g.specs[0]?.price) ? (
                  <Amount
                    value={(g.specs[0].member_price ?? g.specs[0].price)!}
                    asset="USD"
                  />
                ) : null}{" "}
                · {t("merchant.goods.specs", { count: g.specs.length })}
              </p>
              <StatusBadge tone={g.status === "listed" ? "ok" : "wait"}>
                {t(`merchant.listing.${g.status}`)}
              </StatusBadge>
            </div>
            <Link
              to={`/shop-add?id=${encodeURIComponent(g.id)}`}
              className="text-sm font-semibold text-brand-700 underline"
            >
              {t("merchant.goods.edit")}
            </Link>
          </li>
        )}
      />
    </div>
  )
}
