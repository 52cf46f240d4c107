import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CurrencyDollar } from "@medusajs/icons"
import {
  Button,
  Container,
  Input,
  Label,
  Text,
  toast,
  usePrompt,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { StaffPassword } from "../../components/staff-password"
import { useSetTokenPrice, useTokenPrice } from "../../hooks/settings"
import { priceProblem } from "../../lib/price"
import {
  errorMessage,
  formatMoney,
  formatTime,
  newIdempotencyKey,
  PageHeader,
  RecordList,
  SectionHeader,
} from "@uuc/admin-kit"

const PAGE = 20

/** `/app/token-price`: the UUC price in force, its history, and setting a new one. */
const TokenPricePage = () => {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  const [price, setPrice] = useState("")
  const [password, setPassword] = useState("")
  const [key, setKey] = useState(newIdempotencyKey)
  const query = useTokenPrice({
    limit: PAGE,
    offset: page * PAGE,
  })
  const { data } = query
  const save = useSetTokenPrice()
  const prompt = usePrompt()
  // shown once the staff member has typed, or tried to set the price
  const [tried, setTried] = useState(false)
  const current = data?.token_price.price
  const problem = priceProblem(price, current)
  const shownProblem = problem && (tried || (price && problem !== "empty"))
  const passwordMissing = tried && !password

  const submit = async () => {
    setTried(true)
    if (problem || !password) return
    const next = price.trim()
    const confirmed = await prompt({
      title: t("uucLedger.token.confirmTitle"),
      description: t("uucLedger.token.confirmDescription", {
        old: current ? formatMoney(current, i18n.language) : "—",
        new: formatMoney(next, i18n.language),
      }),
      confirmText: t("uucLedger.token.set"),
      cancelText: t("uucLedger.common.cancel"),
    })
    if (!confirmed) return
    save.mutate(
      { price: next, secondary_password: password, key },
      {
        onSuccess: () => {
          toast.success(t("uucLedger.token.saved"))
          setPrice("")
          setPassword("")
          setTried(false)
          setKey(newIdempotencyKey())
        },
        onError: (e) => toast.error(errorMessage(e)),
      }
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <PageHeader title={t("uucLedger.token.title")} />
        <div className="flex flex-col gap-1 px-6 py-4">
          <Text className="text-ui-fg-subtle">
            {t("uucLedger.token.current")}
          </Text>
          <Text size="xlarge" weight="plus" data-testid="token-price-current">
            {data
              ? `${formatMoney(data.token_price.price, i18n.language)} USD`
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
          <form
            className="flex flex-col gap-2"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void submit()
            }}
          >
            <div className="flex gap-2">
              <Input
                id="token-price"
                inputMode="decimal"
                className="w-48"
                value={price}
                placeholder="0.01"
                onChange={(e) => setPrice(e.target.value)}
                aria-invalid={!!shownProblem}
                aria-describedby={
                  shownProblem ? "token-price-error" : "token-price-hint"
                }
                data-testid="token-price-input"
              />
              <Button
                size="small"
                type="submit"
                isLoading={save.isPending}
                data-testid="token-price-save"
              >
                {t("uucLedger.token.set")}
              </Button>
            </div>
            {shownProblem && (
              <Text
                size="small"
                id="token-price-error"
                role="alert"
                className="text-ui-fg-error"
                data-testid="token-price-error"
              >
                {t(`uucLedger.token.problem.${problem}`)}
              </Text>
            )}
            <StaffPassword
              id="token-price-secondary-password"
              value={password}
              onChange={setPassword}
            />
            {passwordMissing && (
              <Text
                size="small"
                role="alert"
                className="text-ui-fg-error"
                data-testid="token-price-password-error"
              >
                {t("uucLedger.token.passwordMissing")}
              </Text>
            )}
          </form>
          <Text
            size="small"
            id="token-price-hint"
            className="text-ui-fg-subtle"
          >
            {t("uucLedger.token.hint")}
          </Text>
        </div>
      </Container>
      <Container className="divide-y p-0">
        <SectionHeader title={t("uucLedger.token.history")} />
        <RecordList
          ns="uucLedger"
          query={query}
          empty={data?.history.length ? null : ""}
          paging={{
            page,
            pageSize: PAGE,
            count: data?.count ?? 0,
          }}
          onPage={setPage}
          columns={[
            {
              label: t("uucLedger.common.time"),
              cell: (p) => formatTime(p.created_at, i18n.language),
            },
            {
              label: t("uucLedger.token.price"),
              right: true,
              cell: (p) => <>{formatMoney(p.price, i18n.language)} USD</>,
            },
            {
              label: t("uucLedger.token.setBy"),
              testId: "token-price-set-by",
              cell: (p) => p.set_by_name ?? p.set_by ?? "—",
            },
          ]}
          rows={data?.history ?? []}
          rowKey={(p) => p.id}
        />
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.tokenPrice",
  translationNs: "translation",
  icon: CurrencyDollar,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 26,
})

export default TokenPricePage
