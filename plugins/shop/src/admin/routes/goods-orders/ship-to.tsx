import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { formatCountry } from "@uuc/admin-kit"
import type { ShippingAddress } from "../../hooks/orders"

/** Where an order goes: recipient, phone, address lines, city and postal code, country. */
export const ShipTo = ({ address }: { address: ShippingAddress | null }) => {
  const { t, i18n } = useTranslation()
  if (!address)
    return (
      <Text size="xsmall" className="text-ui-fg-muted">
        {t("uucShop.orders.noAddress")}
      </Text>
    )
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ")
  const place = [address.city, address.province, address.postal_code]
    .filter(Boolean)
    .join(", ")
  return (
    <address className="not-italic" data-testid="order-ship-to">
      <div>{name || "—"}</div>
      {address.phone && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {address.phone}
        </Text>
      )}
      {[address.address_1, address.address_2, place]
        .filter(Boolean)
        .map((line, i) => (
          <Text key={i} size="xsmall" className="text-ui-fg-subtle">
            {line}
          </Text>
        ))}
      {address.country_code && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {formatCountry(address.country_code, i18n.language)}
        </Text>
      )}
    </address>
  )
}
