import { formatMoney, ListBody } from "@uuc/admin-kit"
import { Heading, Table } from "@medusajs/ui"
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
      <ListBody
        ns="uucLedger"
        query={{
          isLoading,
          isError,
          refetch: () => refetch(),
        }}
        empty={!data?.accounts.length ? "" : null}
      >
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>
                {t("uucLedger.common.account")}
              </Table.HeaderCell>
              <Table.HeaderCell>{t("uucLedger.common.asset")}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">
                {t("uucLedger.common.balance")}
              </Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.accounts.map((a) => (
              <Table.Row key={`${a.address}|${a.asset}`}>
                <Table.Cell className="font-mono text-xs">
                  {a.address}
                </Table.Cell>
                <Table.Cell>{a.asset}</Table.Cell>
                <Table.Cell className="text-right">
                  {formatMoney(a.balance, i18n.language)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </ListBody>
    </div>
  )
}
