import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps, HttpTypes } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useGoodsForm } from "../hooks/goods"
import { formatMoney, RecordTable } from "@uuc/admin-kit"

/**
 * On Medusa's product page: the shop's fields of these goods (points discount,
 * video, merchant, and per specification the member price and UUC price), with a
 * link to edit them in the goods form.
 */
const ProductShopFieldsWidget = ({
  data: product,
}: DetailWidgetProps<HttpTypes.AdminProduct>) => {
  const { t, i18n } = useTranslation()
  const { data: goods, isLoading, isError, refetch } = useGoodsForm(product.id)
  const money = (v: string) => (v ? formatMoney(v, i18n.language) : "—")
  return (
    <Container className="divide-y p-0" data-testid="product-shop-widget">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("uucShop.widget.title")}</Heading>
        <Button size="small" variant="secondary" asChild>
          <Link to={`/goods-add?id=${product.id}`}>
            {t("uucShop.goods.edit")}
          </Link>
        </Button>
      </div>
      {isLoading ? (
        <Text className="px-6 py-4">{t("uucShop.common.loading")}</Text>
      ) : isError || !goods ? (
        <div className="flex items-center gap-2 px-6 py-4" role="alert">
          <Text>{t("uucShop.common.loadError")}</Text>
          <Button size="small" variant="secondary" onClick={() => refetch()}>
            {t("uucShop.common.retry")}
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 px-6 py-4 text-sm">
            <dt className="text-ui-fg-subtle">{t("uucShop.goods.status")}</dt>
            <dd>
              <Badge
                size="2xsmall"
                color={product.status === "published" ? "green" : "orange"}
              >
                {t(
                  product.status === "published"
                    ? "uucShop.goodsStatus.listed"
                    : "uucShop.goodsStatus.pending_listing"
                )}
              </Badge>
            </dd>
            <dt className="text-ui-fg-subtle">
              {t("uucShop.goods.pointsDiscount")}
            </dt>
            <dd>{money(goods.points_discount)}</dd>
            <dt className="text-ui-fg-subtle">{t("uucShop.goods.merchant")}</dt>
            <dd>{goods.merchant_id || t("uucShop.goods.platform")}</dd>
            <dt className="text-ui-fg-subtle">{t("uucShop.form.video")}</dt>
            <dd className="break-all">
              {goods.video ? (
                <a
                  href={goods.video}
                  target="_blank"
                  rel="noreferrer"
                  className="text-ui-fg-interactive-hover"
                >
                  {goods.video}
                </a>
              ) : (
                "—"
              )}
            </dd>
          </dl>
          <RecordTable
            columns={[
              { label: t("uucShop.form.spec.name"), cell: (s) => s.name },
              {
                label: t("uucShop.form.spec.price"),
                right: true,
                cell: (s) => money(s.price),
              },
              {
                label: t("uucShop.form.spec.member_price"),
                right: true,
                cell: (s) =>
                  s.member_price
                    ? money(s.member_price)
                    : t("uucShop.widget.byRatio"),
              },
              {
                label: t("uucShop.form.spec.uuc_price"),
                right: true,
                cell: (s) => money(s.uuc_price),
              },
            ]}
            rows={goods.specs}
            rowKey={(s) => s.id ?? s.name}
          />
        </>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductShopFieldsWidget
