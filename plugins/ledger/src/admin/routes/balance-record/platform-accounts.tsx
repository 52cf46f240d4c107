import { formatMoney, RecordList, SectionHeader } from "@uuc/admin-kit"
import { useTranslation } from "react-i18next"
import { usePlatformAccounts } from "../../hooks/postings"

/** The platform's and the outside world's accounts (fees, reserve, chains, …). */
export const PlatformAccounts = () => {
  const { t, i18n } = useTranslation()
  const query = usePlatformAccounts()
  return (
    <div className="divide-y">
      <SectionHeader title={t("uucLedger.balance.platformAccounts")} />
      <RecordList
        ns="uucLedger"
        query={query}
        empty={query.data?.accounts.length ? null : ""}
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
        rows={query.data?.accounts ?? []}
        rowKey={(a) => `${a.address}|${a.asset}`}
      />
    </div>
  )
}
