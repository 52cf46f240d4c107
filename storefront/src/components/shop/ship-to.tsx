import { useTranslation } from "react-i18next"
import type { OrderAddress } from "../../hooks/shop"
import { formatCountry } from "../../lib/format"

/**
 * Where an order goes (the member's `/shop-order`, the merchant's `/store-order`):
 * recipient, phone, address lines, city and postal code, country.
 */
export function ShipTo({
  address,
}: {
  address: OrderAddress | null | undefined
}) {
  const { t, i18n } = useTranslation()
  const name = [address?.first_name, address?.last_name]
    .filter(Boolean)
    .join(" ")
  const place = [address?.city, address?.province, address?.postal_code]
    .filter(Boolean)
    .join(", ")
  return (
    <div className="text-sm" data-testid="order-ship-to">
      <p className="text-xs font-medium text-slate-500">
        {t("address.shipTo")}
      </p>
      {address ? (
        <address className="not-italic">
          {name && <span className="block font-medium">{name}</span>}
          {address.phone && (
            <span className="block" dir="ltr">
              {address.phone}
            </span>
          )}
          {[address.address_1, address.address_2, place]
            .filter(Boolean)
            .map((line, i) => (
              <span key={i} className="block break-words">
                {line}
              </span>
            ))}
          {address.country_code && (
            <span className="block">
              {formatCountry(address.country_code, i18n.language)}
            </span>
          )}
        </address>
      ) : (
        <p className="text-slate-500">{t("address.noneOnOrder")}</p>
      )}
    </div>
  )
}
