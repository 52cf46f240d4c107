import { useTranslation } from "react-i18next"
import { useDepositAddresses } from "../../hooks/ledger"
import { txExplorerUrl } from "../../lib/explorer"

/**
 * A TX hash, as a link to its chain's explorer where one is known (the chain id
 * the server watches, else the chain's name), plain text otherwise.
 */
export function TxHash({
  chain,
  hash,
  className = "",
}: {
  chain: string
  hash: string
  className?: string
}) {
  const { t } = useTranslation()
  const deposits = useDepositAddresses()
  const chainId = deposits.data?.deposit_addresses.find(
    (a) => a.chain === chain
  )?.chain_id
  const url = txExplorerUrl(chain, hash, chainId)
  const text = `break-all font-mono ${className}`
  if (!url) return <span className={text}>{hash}</span>
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${text} text-brand-700 underline`}
      aria-label={t("recharge.txOnExplorer", { hash })}
      data-testid="tx-link"
    >
      {hash}
    </a>
  )
}
