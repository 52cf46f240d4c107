import { defineRouteConfig } from "@medusajs/admin-sdk"
import { User } from "@medusajs/icons"
import {
  Badge,
  Button,
  Container,
  Heading,
  Input,
  Select,
  Table,
  Text,
} from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { AdminMember, sdk } from "../../lib/sdk"

const PAGE = 20
const memberKeys = {
  list: (q: string, status: string, page: number) =>
    ["uuc-members", q, status, page] as const,
}

/** `/app/member`: every member, searchable by username or phone, filtered by status. */
const MemberListPage = () => {
  const { t, i18n } = useTranslation()
  const [q, setQ] = useState("")
  const [status, setStatus] = useState("all")
  const [page, setPage] = useState(0)
  const { data, isLoading, isError, refetch } = useQuery({
    queryKey: memberKeys.list(q, status, page),
    queryFn: () =>
      sdk.client.fetch<{ members: AdminMember[]; count: number }>(
        "/admin/members",
        {
          query: {
            ...(q ? { q } : {}),
            ...(status === "all" ? {} : { status }),
            limit: PAGE,
            offset: page * PAGE,
          },
        }
      ),
    placeholderData: (previous) => previous,
  })
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE))

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{t("uucMembers.list.title")}</Heading>
      </div>
      <div className="flex flex-wrap gap-2 px-6 py-4">
        <Input
          type="search"
          size="small"
          className="w-64"
          placeholder={t("uucMembers.list.search")}
          value={q}
          onChange={(e) => {
            setQ(e.target.value)
            setPage(0)
          }}
        />
        <Select
          size="small"
          value={status}
          onValueChange={(v) => {
            setStatus(v)
            setPage(0)
          }}
        >
          <Select.Trigger className="w-40">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="all">{t("uucMembers.status.all")}</Select.Item>
            <Select.Item value="normal">
              {t("uucMembers.status.normal")}
            </Select.Item>
            <Select.Item value="frozen">
              {t("uucMembers.status.frozen")}
            </Select.Item>
          </Select.Content>
        </Select>
      </div>
      {isError ? (
        <div className="flex items-center gap-2 px-6 py-8">
          <Text>{t("uucMembers.common.loadError")}</Text>
          <Button size="small" variant="secondary" onClick={() => refetch()}>
            {t("uucMembers.common.retry")}
          </Button>
        </div>
      ) : isLoading ? (
        <Text className="px-6 py-8">{t("uucMembers.common.loading")}</Text>
      ) : !data?.members.length ? (
        <Text className="px-6 py-8">{t("uucMembers.list.empty")}</Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>
                {t("uucMembers.list.username")}
              </Table.HeaderCell>
              <Table.HeaderCell>{t("uucMembers.list.phone")}</Table.HeaderCell>
              <Table.HeaderCell>{t("uucMembers.list.card")}</Table.HeaderCell>
              <Table.HeaderCell>{t("uucMembers.list.levels")}</Table.HeaderCell>
              <Table.HeaderCell>{t("uucMembers.list.team")}</Table.HeaderCell>
              <Table.HeaderCell>{t("uucMembers.list.status")}</Table.HeaderCell>
              <Table.HeaderCell>{t("uucMembers.list.joined")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.members.map((m) => (
              <Table.Row key={m.id} data-testid="member-row">
                <Table.Cell>{m.username}</Table.Cell>
                <Table.Cell>{m.phone ?? "—"}</Table.Cell>
                <Table.Cell>
                  {t(`uucMembers.card.${m.card ?? "none"}`)}
                </Table.Cell>
                <Table.Cell>
                  {m.star_level}★ · V{m.team_level}
                </Table.Cell>
                <Table.Cell>{m.team_size}</Table.Cell>
                <Table.Cell>
                  <Badge
                    size="2xsmall"
                    color={m.status === "frozen" ? "red" : "green"}
                  >
                    {t(`uucMembers.status.${m.status}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {new Date(m.created_at).toLocaleDateString(i18n.language)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <div className="flex items-center justify-between px-6 py-4">
        <Text size="small" className="text-ui-fg-subtle">
          {t("uucMembers.common.pageOf", {
            page: page + 1,
            pages,
            count: data?.count ?? 0,
          })}
        </Text>
        <div className="flex gap-2">
          <Button
            size="small"
            variant="secondary"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {t("uucMembers.common.previous")}
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t("uucMembers.common.next")}
          </Button>
        </div>
      </div>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucMembers.menu.members",
  translationNs: "translation",
  icon: User,
})

export default MemberListPage
