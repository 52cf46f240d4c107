import { formatMoney, RecordList } from "@uuc/admin-kit"
import { Heading } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { usePlatformAccounts } from "../../hooks/postings"

/** The platform's and the outside world's accounts (fees, reserve, chains, …). */
export const PlatformAccounts = () => {
  const { t, i18n } = useTranslation()
  const { data, isLoading, isError, refetch } = usePlatformAccounts()
  return (
    <div className="divide-y">
      <div className="px-6 py-4">
        <Heading level="h2">{t("uucLedger.balance.platformAccounts")}</Heading>
      </div>
      <RecordList
        ns="uucLedger"
        query={{
          isLoading,
          isError,
          refetch: () => refetch(),
        }}
        empty={!data?.accounts.length ? "" : null}
        columns={[
          {
            label: t("uucLedger.common.account"),
            className: "font-mono text-xs",
            cell: (a) => a.address,
          },
          { label: t("uucLedger.common.asset"), cell: (a) => a.asset },
          {
            label: t("uucLedger.common.balance"),
            right: true,
            cell: (a) => formatMoney(a.balance, i18n.language),
          },
        ]}
        rows={data?.accounts ?? []}
        rowKey={(a) => `${a.address}|${a.asset}`}
      />
    </div>
  )
}
