import { formatTime, PageHeader, RecordList } from "@uuc/admin-kit"
import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Clock } from "@medusajs/icons"
import { Container, Heading, StatusBadge } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useChainAddresses, useDepositAddresses } from "../../hooks/settings"

const PAGE = 20

/**
 * `/app/uucaddr-record`: every receiving address the platform has shown members,
 * current and retired, with who set it, when, and how many recharges named it;
 * then each member's own deposit address with its owner.
 */
const AddressRecordPage = () => {
  const { t, i18n } = useTranslation()
  const query = useChainAddresses(true)
  const rows = query.data?.chain_addresses ?? []
  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <PageHeader
          title={t("uucLedger.addressRecord.title")}
          hint={t("uucLedger.addressRecord.intro")}
        />
        <RecordList
          ns="uucLedger"
          query={query}
          empty={rows.length ? null : t("uucLedger.addressRecord.empty")}
          columns={[
            { label: t("uucLedger.common.chain"), cell: (a) => a.chain },
            {
              label: t("uucLedger.common.address"),
              className: "font-mono text-xs break-all",
              cell: (a) => a.address,
            },
            {
              label: t("uucLedger.addressRecord.owner"),
              testId: "address-owner",
              cell: () => t("uucLedger.addressRecord.shared"),
            },
            {
              label: t("uucLedger.common.status"),
              cell: (a) => (
                <>
                  <StatusBadge color={a.retired_at ? "grey" : "green"}>
                    {a.retired_at
                      ? t("uucLedger.addressRecord.retired")
                      : t("uucLedger.addressRecord.current")}
                  </StatusBadge>
                </>
              ),
            },
            {
              label: t("uucLedger.addressRecord.recharges"),
              right: true,
              cell: (a) => a.recharges ?? 0,
            },
            {
              label: t("uucLedger.addressRecord.setAt"),
              cell: (a) => formatTime(a.created_at, i18n.language),
            },
            {
              label: t("uucLedger.addressRecord.retiredAt"),
              cell: (a) => formatTime(a.retired_at, i18n.language),
            },
          ]}
          rows={rows}
          rowKey={(a) => a.id}
          rowTestId="address-row"
        />
      </Container>
      <MemberAddresses />
    </div>
  )
}

/** Members' own deposit addresses (derived from the operator's xpub), by owner. */
const MemberAddresses = () => {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  const query = useDepositAddresses({ limit: PAGE, offset: page * PAGE })
  const rows = query.data?.deposit_addresses ?? []
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{t("uucLedger.addressRecord.memberTitle")}</Heading>
      </div>
      <RecordList
        ns="uucLedger"
        query={query}
        empty={rows.length ? null : t("uucLedger.addressRecord.memberEmpty")}
        paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
        onPage={setPage}
        columns={[
          {
            label: t("uucLedger.addressRecord.owner"),
            testId: "deposit-address-owner",
            cell: (a) => a.username ?? a.member_id,
          },
          {
            label: t("uucLedger.common.address"),
            className: "font-mono text-xs break-all",
            cell: (a) => a.address,
          },
          {
            label: t("uucLedger.addressRecord.deposits"),
            right: true,
            cell: (a) => a.deposits,
          },
          {
            label: t("uucLedger.addressRecord.madeAt"),
            cell: (a) => formatTime(a.created_at, i18n.language),
          },
        ]}
        rows={rows}
        rowKey={(a) => a.address}
        rowTestId="deposit-address-row"
      />
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
