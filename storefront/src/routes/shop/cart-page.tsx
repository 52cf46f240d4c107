import { useIsMutating } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import {
  Amount,
  ConfirmDialog,
  Receipt,
  card,
  primaryButton,
  secondaryButton,
  selectClass,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { EmptyState, ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import { type Address, useAddresses } from "../../hooks/addresses"
import { useConfirmStep } from "../../hooks/confirm-step"
import { useBalances } from "../../hooks/ledger"
import { useMoneyAction } from "../../hooks/money-action"
import { usePlan } from "../../hooks/plan-offer"
import {
  type Cart,
  type CartKind,
  kindOf,
  shopKeys,
  useCart,
  useCartGoods,
  preparePayment,
  useCheckout,
  useRegion,
  useSetAddress,
  useSetPoints,
  useSetQuantity,
  useSetShipping,
  useShippingOptions,
} from "../../hooks/shop"
// what the checkout answers (no merchant name, unlike the orders list), type-only
import type { ShopOrderView } from "@uuc/shop/shop-api"
import { isPasswordFailure } from "../../lib/api-error"
import { formatCountry } from "../../lib/format"
import { goodsOf } from "../../lib/goods"
import { formatAmount, normalizeAmount } from "../../lib/money"
import {
  cartPointsCap,
  decimalOf,
  lineTotal,
  validatePoints,
} from "../../lib/shop-price"
import { shippingName } from "../../lib/translated"
import { CartLines } from "./cart-lines"

const dec = (v: number | string | null | undefined) => decimalOf(v) ?? "0"

/** An address of the member's book is the cart's when its recipient, phone and street are. */
const sameAddress = (
  a: Address,
  b: Cart["shipping_address"] | null | undefined
) =>
  !!b?.address_1 &&
  (a.first_name ?? "") === (b.first_name ?? "") &&
  (a.phone ?? "") === (b.phone ?? "") &&
  (a.address_1 ?? "") === b.address_1

/**
 * Where the goods go: one of the member's addresses, sent with its own country.
 * The only address (or the default one) is chosen for the member; an older address
 * without a country asks for it here (no country is assumed).
 */
function AddressSection({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const addresses = useAddresses()
  const region = useRegion()
  const setAddress = useSetAddress()
  const served = (region.data?.countries ?? []).map((c) =>
    c.iso_2.toLowerCase()
  )
  const list = addresses.data?.addresses ?? []
  const current = cart.shipping_address
  const [picked, setPicked] = useState("")
  // the country for an address that names none
  const [country, setCountry] = useState("")
  const [error, setError] = useState<string>()
  const onCart = list.find((a) => sameAddress(a, current))
  const preset =
    list.length === 1 ? list[0] : list.find((a) => a.is_default_shipping)
  const chosen = list.find((a) => a.id === picked) ?? onCart ?? preset
  const own = (chosen?.country_code ?? "").toLowerCase()
  const unserved = !!own && !!region.data && !served.includes(own)

  const apply = (a: Address, cc: string) => {
    if (!cc || !served.includes(cc)) return
    setError(undefined)
    setAddress.mutate(
      {
        cartId: cart.id,
        uuc: kindOf(cart) === "uuc",
        address: {
          first_name: a.first_name ?? "",
          phone: a.phone ?? "",
          address_1: a.address_1 ?? "",
          // left out when empty: the UUC cart's route takes strings only
          address_2: a.address_2 || undefined,
          city: a.city,
          province: a.province || undefined,
          postal_code: a.postal_code,
          country_code: cc,
        },
      },
      { onError: (e) => setError(errorText(e)) }
    )
  }

  // A cart without an address gets the only (or the default) one, once.
  const presetOnce = useRef(false)
  useEffect(() => {
    if (presetOnce.current || current?.address_1 || !preset || !region.data)
      return
    presetOnce.current = true
    const cc = (preset.country_code ?? "").toLowerCase()
    if (cc) apply(preset, cc)
  })

  const choose = (a: Address) => {
    setPicked(a.id)
    setCountry("")
    const cc = (a.country_code ?? "").toLowerCase()
    if (cc) apply(a, cc)
  }

  return (
    <section className={`${card} space-y-3`} aria-labelledby="cart-address">
      <h2 id="cart-address" className="font-bold">
        {t("cart.address")}
      </h2>
      {addresses.isLoading ? (
        <Skeleton lines={1} />
      ) : addresses.isError ? (
        <ErrorState
          message={t("address.loadError")}
          onRetry={() => void addresses.refetch()}
        />
      ) : !list.length ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-600" data-testid="cart-no-address">
            {errorText("address_required")}
          </p>
          <Link to="/address" className={`inline-block ${secondaryButton}`}>
            {t("address.add")}
          </Link>
        </div>
      ) : (
        <>
          {current?.address_1 && (
            <p className="text-sm" data-testid="cart-address-current">
              {[
                current.first_name,
                current.phone,
                current.address_1,
                formatCountry(current.country_code, i18n.language),
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          )}
          <fieldset className="space-y-2" disabled={setAddress.isPending}>
            <legend className="sr-only">{t("cart.chooseAddress")}</legend>
            {list.map((a) => (
              <label
                key={a.id}
                className="flex items-start gap-2 rounded-lg p-2 ring-1 ring-slate-200"
              >
                <input
                  type="radio"
                  name="address"
                  value={a.id}
                  checked={chosen?.id === a.id}
                  onChange={() => choose(a)}
                  className="mt-1"
                  data-testid="cart-address-option"
                />
                <span className="text-sm">
                  <span className="font-medium">{a.first_name}</span> ·{" "}
                  {a.phone}
                  <br />
                  {[
                    a.address_1,
                    a.city,
                    a.postal_code,
                    formatCountry(a.country_code, i18n.language),
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </span>
              </label>
            ))}
          </fieldset>
          {unserved && (
            <p
              role="alert"
              className="text-sm text-red-700"
              data-testid="cart-country-unserved"
            >
              {t("cart.countryNotServed", {
                country: formatCountry(own, i18n.language),
              })}
            </p>
          )}
          {chosen && !own && served.length > 0 && (
            <div>
              <label htmlFor="cart-country" className="text-sm font-medium">
                {t("cart.country")}
              </label>
              <p id="cart-country-hint" className="text-xs text-slate-600">
                {t("cart.countryMissing")}
              </p>
              <select
                id="cart-country"
                className={selectClass}
                value={country}
                aria-describedby="cart-country-hint"
                disabled={setAddress.isPending}
                onChange={(e) => {
                  setCountry(e.target.value)
                  apply(chosen, e.target.value)
                }}
                data-testid="cart-country"
              >
                <option value="">{t("address.chooseCountry")}</option>
                {served
                  .map((code) => ({
                    code,
                    name: formatCountry(code, i18n.language),
                  }))
                  .sort((x, y) => x.name.localeCompare(y.name, i18n.language))
                  .map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
              </select>
            </div>
          )}
          <Link to="/address" className="text-sm text-brand-700 underline">
            {t("cart.manageAddresses")}
          </Link>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  )
}

/**
 * The shipping option (the manual one, its flat price set by staff). The options
 * are read for the cart's address as it is now (another address, another read),
 * and "no option delivers here" is said only from a settled read for that address
 * while no option is on the cart and no address change is on its way.
 */
function ShippingSection({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const where = cart.shipping_address
  const ready = !!where?.address_1
  const place = ready
    ? [where.country_code ?? "", where.address_1 ?? ""].join("|")
    : ""
  const options = useShippingOptions(cart.id, ready, place)
  const setShipping = useSetShipping()
  const addressChanging =
    useIsMutating({ mutationKey: shopKeys.setAddress }) > 0
  const current = cart.shipping_methods?.[0]?.shipping_option_id ?? ""
  const list = options.data?.shipping_options ?? []
  // One option (the usual case): chosen for the member, once per address.
  const only = list.length === 1 ? list[0].id : null
  const tried = useRef<string | null>(null)
  const { mutate } = setShipping
  useEffect(() => {
    if (!ready || current || !only || options.isFetching || addressChanging)
      return
    if (tried.current === `${place}#${only}`) return
    tried.current = `${place}#${only}`
    mutate({ cartId: cart.id, optionId: only })
  }, [
    ready,
    current,
    only,
    place,
    options.isFetching,
    addressChanging,
    cart.id,
    mutate,
  ])
  const settling =
    options.isFetching || addressChanging || setShipping.isPending
  return (
    <section className={`${card} space-y-3`} aria-labelledby="cart-shipping">
      <h2 id="cart-shipping" className="font-bold">
        {t("cart.shipping")}
      </h2>
      {!ready ? (
        <p className="text-sm text-slate-600">{t("cart.addressFirst")}</p>
      ) : options.isLoading || (!list.length && (settling || !!current)) ? (
        <Skeleton lines={1} />
      ) : options.isError ? (
        <ErrorState
          message={t("shop.loadError")}
          onRetry={() => void options.refetch()}
        />
      ) : !list.length ? (
        <p className="text-sm text-slate-600" data-testid="cart-no-shipping">
          {t("cart.noShipping")}
        </p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t("cart.shipping")}</legend>
          {list.map((o) => (
            <label
              key={o.id}
              className="flex items-center gap-2 rounded-lg p-2 ring-1 ring-slate-200"
            >
              <input
                type="radio"
                name="shipping"
                checked={current === o.id}
                disabled={setShipping.isPending || addressChanging}
                onChange={() =>
                  setShipping.mutate({ cartId: cart.id, optionId: o.id })
                }
                data-testid="cart-shipping-option"
              />
              <span className="flex-1 text-sm">
                {shippingName(o, i18n.language)}
              </span>
              <Amount
                value={dec(o.calculated_price?.calculated_amount ?? o.amount)}
                asset={kindOf(cart) === "uuc" ? "UUC" : "USDT"}
                className="text-sm"
              />
            </label>
          ))}
        </fieldset>
      )}
      {setShipping.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(setShipping.error)}
        </p>
      )}
    </section>
  )
}

/** Points as the cart's credit line, within the cap the server applies. */
function PointsSection({ cart, cap }: { cart: Cart; cap: string | null }) {
  const { t, i18n } = useTranslation()
  const errorText = useLedgerErrorText()
  const setPoints = useSetPoints()
  const applied = dec(cart.credit_line_total)
  const [points, setPointsText] = useState(applied === "0" ? "" : applied)
  const [error, setError] = useState<string>()
  const submit = (value: string) => {
    const typed = normalizeAmount(value, i18n.language) || "0"
    const code = validatePoints(typed, cap)
    if (code) return setError(errorText(code))
    setError(undefined)
    setPoints.mutate(
      { cartId: cart.id, points: typed },
      {
        onSuccess: () => setPointsText(typed === "0" ? "" : typed),
        onError: (e) => setError(errorText(e)),
      }
    )
  }
  return (
    <section className={`${card} space-y-3`} aria-labelledby="cart-points">
      <h2 id="cart-points" className="font-bold">
        {t("cart.points")}
      </h2>
      <p className="text-sm text-slate-600" data-testid="cart-points-cap">
        {cap === null
          ? t("cart.pointsCapRule")
          : t("cart.pointsCap", {
              cap: formatAmount(cap, i18n.language),
            })}
      </p>
      <form
        noValidate
        className="flex flex-wrap items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          submit(points)
        }}
      >
        {/* the field keeps room for its value: in longer languages the buttons
            move to the next line instead of squeezing it */}
        <div className="min-w-[9rem] flex-[1_1_9rem]">
          <label htmlFor="cart-points-input" className="sr-only">
            {t("cart.points")}
          </label>
          <input
            id="cart-points-input"
            inputMode="decimal"
            value={points}
            onChange={(e) => setPointsText(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? "cart-points-error" : undefined}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
            data-testid="cart-points-input"
          />
          {error && (
            <p
              id="cart-points-error"
              role="alert"
              className="mt-1 text-sm text-red-700"
              data-testid="error-points"
            >
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={setPoints.isPending}
          className={secondaryButton}
          data-testid="cart-points-apply"
        >
          {t("cart.applyPoints")}
        </button>
        {cap !== null && (
          <button
            type="button"
            disabled={setPoints.isPending || cap === "0"}
            className={secondaryButton}
            onClick={() => {
              setPointsText(cap)
              submit(cap)
            }}
            data-testid="cart-points-max"
          >
            {t("cart.maxPoints")}
          </button>
        )}
      </form>
    </section>
  )
}

/** After payment: the orders it made and the new balance. */
function PaidReceipt({
  orders,
  onClose,
}: {
  orders: ShopOrderView[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="space-y-3">
      <Receipt
        title={t("cart.paidTitle")}
        onClose={onClose}
        rows={orders.map((o) => ({
          label: t("shopOrder.number", { id: o.display_id }),
          value: <Amount value={o.total} asset={o.currency} />,
          testId: "paid-order",
        }))}
      />
      <Link
        to="/shop-order"
        className={`block text-center ${primaryButton}`}
        data-testid="paid-orders-link"
      >
        {t("cart.seeOrders")}
      </Link>
    </div>
  )
}

/**
 * `/shop/cart`: the lines and their quantities, the address, the shipping option,
 * points, the total, and payment from the USDT balance with the secondary password.
 */
/** Which cart the page shows: `?pay=uuc` the UUC cart, else the USD one. */
function CartTabs({ kind }: { kind: CartKind }) {
  const { t } = useTranslation()
  const usd = useCart("usd")
  const uuc = useCart("uuc")
  const [, setParams] = useSearchParams()
  const count = (c: Cart | null | undefined) =>
    (c?.items ?? []).reduce((n, i) => n + i.quantity, 0)
  // a member who never used a UUC cart sees no switch
  if (!uuc.data?.items.length && kind === "usd") return null
  const tab = (k: CartKind, label: string, n: number) => (
    <button
      type="button"
      role="tab"
      aria-selected={kind === k}
      onClick={() => setParams(k === "uuc" ? { pay: "uuc" } : {})}
      className={`flex-1 rounded-lg px-3 py-2 text-sm font-semibold ${kind === k ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-300"}`}
      data-testid={`cart-tab-${k}`}
    >
      {label} ({n})
    </button>
  )
  return (
    <div role="tablist" className="flex gap-2" aria-label={t("cart.payIn")}>
      {tab("usd", t("cart.usdCart"), count(usd.data))}
      {tab("uuc", t("cart.uucCart"), count(uuc.data))}
    </div>
  )
}

export default function CartPage() {
  const [params] = useSearchParams()
  const kind: CartKind = params.get("pay") === "uuc" ? "uuc" : "usd"
  return (
    <div className="space-y-4">
      <CartTabs kind={kind} />
      <CartOfKind key={kind} kind={kind} />
    </div>
  )
}

/** One cart: USD (USDT and points) or UUC (the UUC balance, no points). */
function CartOfKind({ kind }: { kind: CartKind }) {
  const { t } = useTranslation()
  const errorText = useLedgerErrorText()
  const toast = useToast()
  const cart = useCart(kind)
  const uuc = kind === "uuc"
  const asset = uuc ? "UUC" : "USDT"
  const region = useRegion()
  const balances = useBalances()
  const { pointValue } = usePlan()
  const setQuantity = useSetQuantity()
  const action = useMoneyAction(useCheckout())
  const items = cart.data?.items ?? []
  const goods = useCartGoods(
    region.data?.id,
    items.map((i) => i.product_id ?? "").filter(Boolean)
  )
  const step = useConfirmStep()
  const [problem, setProblem] = useState<string>()
  const [paid, setPaid] = useState<ShopOrderView[] | null>(null)
  // the payment prepared when the dialog opens (see preparePayment)
  const prepared = useRef<Promise<void>>(Promise.resolve())

  if (paid) return <PaidReceipt orders={paid} onClose={() => setPaid(null)} />
  if (cart.isLoading) return <Skeleton lines={4} />
  if (cart.isError)
    return (
      <ErrorState
        message={t("shop.loadError")}
        onRetry={() => void cart.refetch()}
      />
    )
  const c = cart.data
  if (!c || !items.length)
    return (
      <div className="space-y-3" data-testid="cart-empty">
        <EmptyState message={t("cart.empty")} />
        <Link to="/shop-list" className={`block text-center ${primaryButton}`}>
          {t("cart.browse")}
        </Link>
      </div>
    )

  const discounts = new Map(
    (goods.data?.products ?? []).map((p) => [p.id, goodsOf(p).pointsDiscount])
  )
  // Goods or the plan in force not read (yet) leave the cap unknown: the server
  // applies it.
  const cap = pointValue
    ? cartPointsCap({
        balance: balances.data?.balances.POINTS,
        lines: items.map((i) => ({
          points_discount: discounts.get(i.product_id ?? "") ?? null,
          quantity: i.quantity,
        })),
        total: lineTotal(dec(c.item_total), 1),
        pointValue,
      })
    : null
  const total = dec(c.total)
  const points = dec(c.credit_line_total)
  const available = balances.data?.balances[asset]

  const review = () => {
    if (!c.shipping_address?.address_1)
      return setProblem(errorText("address_required"))
    if (!c.shipping_methods?.length) return setProblem(t("cart.noShipping"))
    setProblem(undefined)
    step.setPasswordError(undefined)
    step.show()
    prepared.current = preparePayment(c.id).catch(() => undefined)
  }
  const pay = () => {
    if (!step.password)
      return step.setPasswordError(errorText("password_required"))
    // a preparation still on its way would race the checkout's own
    void prepared.current.then(() =>
      action.send(
        { cartId: c.id, secondary_password: step.password },
        {
          onSuccess: ({ orders }) => {
            step.done()
            setPaid(orders)
            toast.success(t("cart.paid"))
          },
          onError: (e) => {
            const message = errorText(e)
            if (isPasswordFailure(e)) step.setPasswordError(message)
            else step.setError(message)
            toast.error(message)
          },
        }
      )
    )
  }

  return (
    <div className="space-y-4" data-testid="cart">
      <CartLines
        cart={c}
        goods={goods.data?.products}
        busy={setQuantity.isPending}
        onQuantity={(lineId, quantity) =>
          setQuantity.mutate(
            { cartId: c.id, lineId, quantity, uuc },
            { onError: (e) => toast.error(errorText(e)) }
          )
        }
      />
      <AddressSection cart={c} />
      <ShippingSection cart={c} />
      {uuc ? (
        <p
          className={`${card} text-sm text-slate-600`}
          data-testid="cart-uuc-note"
        >
          {t("cart.uucNote")}
        </p>
      ) : (
        <PointsSection cart={c} cap={cap} />
      )}
      <section className={`${card} space-y-2`} aria-labelledby="cart-total">
        <h2 id="cart-total" className="font-bold">
          {t("cart.summary")}
        </h2>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>{t("cart.itemsTotal")}</dt>
            <dd>
              <Amount value={dec(c.item_total)} asset={asset} />
            </dd>
          </div>
          <div className="flex justify-between">
            <dt>{t("cart.shipping")}</dt>
            <dd>
              <Amount value={dec(c.shipping_total)} asset={asset} />
            </dd>
          </div>
          {!uuc && (
            <div className="flex justify-between">
              <dt>{t("cart.pointsUsed")}</dt>
              <dd data-testid="cart-points-used">
                <Amount value={points} asset="POINTS" />
              </dd>
            </div>
          )}
          <div className="flex justify-between border-t border-slate-100 pt-2 text-base font-bold">
            <dt>{t("cart.toPay")}</dt>
            <dd data-testid="cart-total">
              <Amount value={total} asset={asset} />
            </dd>
          </div>
          {available && (
            <div className="flex justify-between text-slate-600">
              <dt>{t("wallet.available")}</dt>
              <dd data-testid="cart-available">
                <Amount value={available} asset={asset} />
              </dd>
            </div>
          )}
        </dl>
        {problem && (
          <p
            role="alert"
            className="text-sm text-red-700"
            data-testid="cart-problem"
          >
            {problem}
          </p>
        )}
        <button
          type="button"
          onClick={review}
          className={`w-full ${primaryButton}`}
          data-testid="cart-pay"
        >
          {uuc ? t("cart.payUuc") : t("cart.pay")}
        </button>
      </section>
      <ConfirmDialog
        {...step.dialog}
        title={t("cart.confirmTitle")}
        busy={action.pending}
        confirmLabel={t("cart.confirmPay")}
        onConfirm={pay}
        rows={[
          {
            label: t("cart.itemsTotal"),
            value: <Amount value={dec(c.item_total)} asset={asset} />,
          },
          ...(uuc
            ? []
            : [
                {
                  label: t("cart.pointsUsed"),
                  value: <Amount value={points} asset="POINTS" />,
                },
              ]),
          {
            label: t("cart.toPay"),
            value: <Amount value={total} asset={asset} />,
            testId: "confirm-total",
          },
          {
            label: t("cart.address"),
            value: [
              c.shipping_address?.first_name,
              c.shipping_address?.phone,
              c.shipping_address?.address_1,
            ]
              .filter(Boolean)
              .join(" · "),
          },
        ]}
        password={step.passwordField()}
      >
        {step.dialog.error === errorText("insufficient_balance") && (
          <Link to="/recharge" className="text-sm text-brand-700 underline">
            {t("star.recharge")}
          </Link>
        )}
      </ConfirmDialog>
    </div>
  )
}
