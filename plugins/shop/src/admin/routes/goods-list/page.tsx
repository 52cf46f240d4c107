import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ShoppingBag } from "@medusajs/icons"
import { Badge, Button, Container, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import {
  merchantName,
  useGoods,
  useListing,
  type AdminGoodsRow,
} from "../../hooks/goods"
import {
  errorMessage,
  FilterBar,
  formatMoney,
  PageHeader,
  RecordList,
  SearchFilter,
  searchValue,
  SelectFilter,
  selectValue,
  usePagedFilters,
} from "@uuc/admin-kit"

const PAGE = 20
const STATUSES = ["all", "listed", "pending_listing"]

/**
 * `/app/goods-list`: every goods item with its listing state, specifications and
 * prices; list (up) or unlist (down); filter by merchant and state, search by name.
 */
const GoodsListPage = () => {
  const { t, i18n } = useTranslation()
  const { filters, filter, page, setPage } = usePagedFilters({
    q: "",
    merchant: "",
    status: "all",
  })
  const query = useGoods({
    q: searchValue(filters.q),
    merchant: searchValue(filters.merchant),
    status: selectValue(filters.status),
    limit: PAGE,
    offset: page * PAGE,
  })
  const listing = useListing()
  const rows = query.data?.goods ?? []
  const money = (v: string | null) => formatMoney(v, i18n.language)
  const toggle = (g: AdminGoodsRow) => {
    const action = g.status === "listed" ? "unlist" : "list"
    listing.mutate(
      { id: g.id, action },
      {
        onSuccess: () =>
          toast.success(
            t(
              action === "list"
                ? "uucShop.goods.listed"
                : "uucShop.goods.unlisted"
            )
          ),
        onError: (e) => toast.error(errorMessage(e)),
      }
    )
  }

  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucShop.goods.title")}
        hint={t("uucShop.goods.hint")}
        actions={
          <Button size="small" asChild>
            <Link to="/goods-add" data-testid="goods-add-link">
              {t("uucShop.goods.add")}
            </Link>
          </Button>
        }
      />
      <FilterBar className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <SearchFilter
          id="goods-q"
          label={t("uucShop.goods.search")}
          value={filters.q}
          onChange={filter("q")}
          testId="goods-search"
        />
        <SearchFilter
          id="goods-merchant"
          label={t("uucShop.goods.merchant")}
          placeholder={t("uucShop.goods.merchantFilter")}
          value={filters.merchant}
          onChange={filter("merchant")}
        />
        <SelectFilter
          label={t("uucShop.goods.status")}
          value={filters.status}
          onChange={filter("status")}
          options={STATUSES.map((s) => ({
            value: s,
            label: t(`uucShop.goodsStatus.${s}`),
          }))}
        />
      </FilterBar>
      <RecordList
        ns="uucShop"
        query={query}
        empty={rows.length ? null : t("uucShop.goods.empty")}
        paging={{
          page,
          pageSize: PAGE,
          count: query.data?.count ?? page * PAGE + rows.length,
        }}
        onPage={setPage}
        columns={[
          { label: t("uucShop.goods.name"), cell: (g) => g.title },
          {
            label: t("uucShop.goods.merchant"),
            cell: (g) => merchantName(g) ?? t("uucShop.goods.platform"),
          },
          {
            label: t("uucShop.goods.specs"),
            cell: (g) => (
              <>
                <ul className="text-ui-fg-subtle">
                  {g.specs.map((s) => (
                    <li key={s.id}>
                      {s.name}: {money(s.price)} USD
                      {s.member_price !== null &&
                        ` · ${t("uucShop.goods.memberPriceShort")} ${money(s.member_price)}`}
                      {s.uuc_price !== null && ` · ${money(s.uuc_price)} UUC`}
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            label: t("uucShop.goods.pointsDiscount"),
            right: true,
            cell: (g) => money(g.points_discount),
          },
          {
            label: t("uucShop.goods.status"),
            cell: (g) => (
              <>
                <Badge
                  size="2xsmall"
                  color={g.status === "listed" ? "green" : "orange"}
                >
                  {t(`uucShop.goodsStatus.${g.status}`)}
                </Badge>
              </>
            ),
          },
          {
            cell: (g) => (
              <>
                <div className="flex justify-end gap-2">
                  <Button size="small" variant="secondary" asChild>
                    <Link to={`/goods-add?id=${g.id}`}>
                      {t("uucShop.goods.edit")}
                    </Link>
                  </Button>
                  <Button
                    size="small"
                    variant={g.status === "listed" ? "danger" : "primary"}
                    disabled={listing.isPending}
                    onClick={() => toggle(g)}
                    data-testid="goods-toggle"
                  >
                    {t(
                      g.status === "listed"
                        ? "uucShop.goods.unlist"
                        : "uucShop.goods.list"
                    )}
                  </Button>
                </div>
              </>
            ),
          },
        ]}
        rows={rows}
        rowKey={(g) => g.id}
        rowTestId="goods-row"
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucShop.menu.goodsList",
  translationNs: "translation",
  icon: ShoppingBag,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 50,
})

export default GoodsListPage
