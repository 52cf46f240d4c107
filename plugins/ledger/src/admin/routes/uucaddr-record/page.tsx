import { formatTime, ListBody } from "@uuc/admin-kit"
import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Clock } from "@medusajs/icons"
import { Container, Heading, StatusBadge, Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useChainAddresses } from "../../hooks/settings"

/**
 * `/app/uucaddr-record`: every receiving address the platform has shown members,
 * current and retired, with who set it, when, and how many recharges named it.
 */
const AddressRecordPage = () => {
  const { t, i18n } = useTranslation()
  const { data, isLoading, isError, refetch } = useChainAddresses(true)
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("uucLedger.addressRecord.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("uucLedger.addressRecord.intro")}
        </Text>
      </div>
      <ListBody
        ns="uucLedger"
        query={{
          isLoading,
          isError,
          refetch: () => refetch(),
        }}
        empty={
          !data?.chain_addresses.length
            ? t("uucLedger.addressRecord.empty")
            : null
        }
      >
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("uucLedger.common.chain")}</Table.HeaderCell>
              <Table.HeaderCell>
                {t("uucLedger.common.address")}
              </Table.HeaderCell>
              <Table.HeaderCell>
                {t("uucLedger.common.status")}
              </Table.HeaderCell>
              <Table.HeaderCell className="text-right">
                {t("uucLedger.addressRecord.recharges")}
              </Table.HeaderCell>
              <Table.HeaderCell>
                {t("uucLedger.addressRecord.setAt")}
              </Table.HeaderCell>
              <Table.HeaderCell>
                {t("uucLedger.addressRecord.retiredAt")}
              </Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.chain_addresses.map((a) => (
              <Table.Row key={a.id} data-testid="address-row">
                <Table.Cell>{a.chain}</Table.Cell>
                <Table.Cell className="font-mono text-xs break-all">
                  {a.address}
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge color={a.retired_at ? "grey" : "green"}>
                    {a.retired_at
                      ? t("uucLedger.addressRecord.retired")
                      : t("uucLedger.addressRecord.current")}
                  </StatusBadge>
                </Table.Cell>
                <Table.Cell className="text-right">
                  {a.recharges ?? 0}
                </Table.Cell>
                <Table.Cell>
                  {formatTime(a.created_at, i18n.language)}
                </Table.Cell>
                <Table.Cell>
                  {formatTime(a.retired_at, i18n.language)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </ListBody>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.addressRecord",
  translationNs: "translation",
  icon: Clock,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 25,
})

export default AddressRecordPage
