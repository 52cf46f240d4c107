import { QRCodeSVG } from "qrcode.react"
import { useTranslation } from "react-i18next"
import { useDepositAddresses } from "../../hooks/ledger"
import type { Chain } from "../../lib/money"
import { Skeleton } from "../status"
import { useToast } from "../toast"
import { card, secondaryButton } from "./ledger-ui"

/**
 * The member's own deposit address on the chain, with its QR: USDT sent to it is
 * credited by the platform's chain watcher after the chain's confirmations, no
 * report needed. Nothing is shown when the platform watches no chain (or the
 * address cannot be read: the shared address and the report form remain).
 */
export function DepositAddress({ chain }: { chain: Chain }) {
  const { t } = useTranslation()
  const toast = useToast()
  const deposits = useDepositAddresses()
  if (deposits.isLoading) return <Skeleton lines={2} />
  const own = deposits.data?.deposit_addresses.find((a) => a.chain === chain)
  if (!own) return null
  return (
    <section
      className={card}
      aria-labelledby="deposit-title"
      data-testid="deposit-address-card"
    >
      <h2 id="deposit-title" className="font-semibold">
        {t("recharge.depositTitle", { chain })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("recharge.depositHint", {
          chain,
          count: own.confirmations,
        })}
      </p>
      <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QRCodeSVG
          value={own.address}
          size={160}
          role="img"
          aria-label={t("recharge.depositQr", { chain })}
        />
        <div className="w-full min-w-0 flex-1">
          <p
            className="break-all rounded-lg bg-slate-100 p-2 font-mono text-sm"
            data-testid="deposit-address"
          >
            {own.address}
          </p>
          <p className="mt-1 break-all text-xs text-slate-500">
            {t("recharge.depositToken", { token: own.token })}
          </p>
          <button
            type="button"
            className={`mt-2 ${secondaryButton}`}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(own.address)
                .then(() => toast.success(t("recharge.copied")))
                .catch(() => toast.error(t("recharge.copyFailed")))
            }
          >
            {t("recharge.copy")}
          </button>
        </div>
      </div>
    </section>
  )
}
