import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CurrencyDollar } from "@medusajs/icons"
import {
  Button,
  Container,
  Heading,
  Input,
  Label,
  Table,
  Text,
  toast,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ListState } from "../../components/list-state"
import { StaffPassword } from "../../components/staff-password"
import { Pager } from "../../components/pager"
import { useSetTokenPrice, useTokenPrice } from "../../hooks/settings"
import { formatAmount, formatTime } from "../../lib/format"
import { errorMessage, newIdempotencyKey } from "../../lib/sdk"

const PAGE = 20
const PRICE = /^\d{1,20}(\.\d{1,8})?$/

/** `/app/token-price`: the UUC price in force, its history, and setting a new one. */
const TokenPricePage = () => {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  const [price, setPrice] = useState("")
  const [password, setPassword] = useState("")
  const [key, setKey] = useState(newIdempotencyKey)
  const { data, isLoading, isError, refetch } = useTokenPrice({
    limit: PAGE,
    offset: page * PAGE,
  })
  const save = useSetTokenPrice()
  const valid = PRICE.test(price.trim()) && Number(price) > 0 && !!password

  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <div className="px-6 py-4">
          <Heading level="h2">{t("uucLedger.token.title")}</Heading>
        </div>
        <div className="flex flex-col gap-1 px-6 py-4">
          <Text className="text-ui-fg-subtle">
            {t("uucLedger.token.current")}
          </Text>
          <Text size="xlarge" weight="plus" data-testid="token-price-current">
            {data
              ? `${formatAmount(data.token_price.price, i18n.language)} USD`
              : "…"}
          </Text>
          {data && (
            <Text size="small" className="text-ui-fg-subtle">
              {t("uucLedger.token.since", {
                time: formatTime(data.token_price.created_at, i18n.language),
              })}
            </Text>
          )}
        </div>
        <div className="flex flex-col gap-2 px-6 py-4">
          <Label htmlFor="token-price">{t("uucLedger.token.newPrice")}</Label>
          <div className="flex gap-2">
            <Input
              id="token-price"
              inputMode="decimal"
              className="w-48"
              value={price}
              placeholder="0.01"
              onChange={(e) => setPrice(e.target.value)}
              data-testid="token-price-input"
            />
            <Button
              size="small"
              disabled={!valid}
              isLoading={save.isPending}
              onClick={() =>
                save.mutate(
                  { price: price.trim(), secondary_password: password, key },
                  {
                    onSuccess: () => {
                      toast.success(t("uucLedger.token.saved"))
                      setPrice("")
                      setPassword("")
                      setKey(newIdempotencyKey())
                    },
                    onError: (e) => toast.error(errorMessage(e)),
                  }
                )
              }
              data-testid="token-price-save"
            >
              {t("uucLedger.token.set")}
            </Button>
          </div>
          <StaffPassword
            id="token-price-secondary-password"
            value={password}
            onChange={setPassword}
          />
          <Text size="small" className="text-ui-fg-subtle">
            {t("uucLedger.token.hint")}
          </Text>
        </div>
      </Container>
      <Container className="divide-y p-0">
        <div className="px-6 py-4">
          <Heading level="h2">{t("uucLedger.token.history")}</Heading>
        </div>
        <ListState
          isLoading={isLoading}
          isError={isError}
          isEmpty={!data?.history.length}
          empty=""
          retry={() => refetch()}
        >
          <Table>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>
                  {t("uucLedger.common.time")}
                </Table.HeaderCell>
                <Table.HeaderCell className="text-right">
                  {t("uucLedger.token.price")}
                </Table.HeaderCell>
                <Table.HeaderCell>
                  {t("uucLedger.token.setBy")}
                </Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data?.history.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>
                    {formatTime(p.created_at, i18n.language)}
                  </Table.Cell>
                  <Table.Cell className="text-right">
                    {formatAmount(p.price, i18n.language)} USD
                  </Table.Cell>
                  <Table.Cell>{p.set_by ?? "—"}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <Pager
            page={page}
            pageSize={PAGE}
            count={data?.count ?? 0}
            onPage={setPage}
          />
        </ListState>
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.tokenPrice",
  translationNs: "translation",
  icon: CurrencyDollar,
})

export default TokenPricePage
