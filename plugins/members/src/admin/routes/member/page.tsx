import { defineRouteConfig } from "@medusajs/admin-sdk"
import { User } from "@medusajs/icons"
import { Badge, Container } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router-dom"
import { MemberListQuery, useMembers } from "../../hooks/members"
import { RoleGate } from "../../components/role-gate"
import {
  FilterSelect,
  formatDate,
  PageHeader,
  RecordList,
  SearchInput,
  useDebounced,
} from "@uuc/admin-kit"

// Medusa's interactive blue is 3.67:1 on white; links need 4.5:1 (WCAG 1.4.3).
const LINK_STYLE = { color: "#1d4ed8" }

const PAGE = 20
const LEVELS = ["0", "1", "2", "3", "4", "5"]

/**
 * `/app/member`: every member, searchable by username or phone, filtered by status,
 * card, star and team level; a row opens the member.
 */
const MemberListPage = () => {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const [search, setSearch] = useState("")
  const [status, setStatus] = useState("all")
  const [card, setCard] = useState("all")
  const [star, setStar] = useState("all")
  const [team, setTeam] = useState("all")
  const [page, setPage] = useState(0)
  const q = useDebounced(search.trim(), 300)
  const query: MemberListQuery = {
    ...(q ? { q } : {}),
    ...(status === "all" ? {} : { status }),
    ...(card === "all" ? {} : { card }),
    ...(star === "all" ? {} : { star_level: Number(star) }),
    ...(team === "all" ? {} : { team_level: Number(team) }),
    limit: PAGE,
    offset: page * PAGE,
  }
  const { data, isLoading, isError, refetch } = useMembers(query)
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v)
    setPage(0)
  }
  const all = { value: "all", label: t("uucMembers.filters.all") }

  return (
    <Container className="divide-y p-0">
      <PageHeader title={t("uucMembers.list.title")} />
      <div className="flex flex-wrap gap-2 px-6 py-4">
        <SearchInput
          className="w-64"
          placeholder={t("uucMembers.list.search")}
          value={search}
          onChange={filter(setSearch)}
          testId="member-search"
        />
        <FilterSelect
          value={status}
          onChange={filter(setStatus)}
          testId="member-filter-status"
          label={t("uucMembers.list.status")}
          options={[
            { value: "all", label: t("uucMembers.status.all") },
            { value: "normal", label: t("uucMembers.status.normal") },
            { value: "frozen", label: t("uucMembers.status.frozen") },
          ]}
        />
        <FilterSelect
          value={card}
          onChange={filter(setCard)}
          label={t("uucMembers.list.card")}
          options={[
            { value: "all", label: t("uucMembers.filters.allCards") },
            { value: "none", label: t("uucMembers.card.none") },
            { value: "standard", label: t("uucMembers.card.standard") },
            { value: "gold", label: t("uucMembers.card.gold") },
          ]}
        />
        <FilterSelect
          value={star}
          onChange={filter(setStar)}
          label={t("uucMembers.filters.star")}
          options={[
            { ...all, label: t("uucMembers.filters.allStars") },
            ...LEVELS.map((l) => ({
              value: l,
              label: t("uucMembers.levels.star", { level: l }),
            })),
          ]}
        />
        <FilterSelect
          value={team}
          onChange={filter(setTeam)}
          label={t("uucMembers.filters.team")}
          options={[
            { ...all, label: t("uucMembers.filters.allTeams") },
            ...LEVELS.map((l) => ({ value: l, label: `V${l}` })),
          ]}
        />
      </div>
      <RecordList
        ns="uucMembers"
        query={{ isLoading, isError, refetch }}
        empty={data?.members.length ? null : t("uucMembers.list.empty")}
        paging={{ page, pageSize: PAGE, count: data?.count ?? 0 }}
        onPage={setPage}
        columns={[
          {
            label: t("uucMembers.list.username"),
            cell: (m) => (
              <>
                {/* The row opens on a click; the link is the keyboard's way in. */}
                <Link
                  to={`/member/${m.id}`}
                  className="underline underline-offset-4"
                  style={LINK_STYLE}
                  onClick={(e) => e.stopPropagation()}
                  data-testid="member-link"
                >
                  {m.username}
                </Link>
              </>
            ),
          },
          { label: t("uucMembers.list.phone"), cell: (m) => m.phone ?? "—" },
          {
            label: t("uucMembers.list.sponsor"),
            cell: (m) => m.sponsor ?? "—",
          },
          {
            label: t("uucMembers.list.card"),
            cell: (m) => t(`uucMembers.card.${m.card ?? "none"}`),
          },
          {
            label: t("uucMembers.list.levels"),
            cell: (m) => (
              <>
                {t("uucMembers.levels.star", { level: m.star_level })}
                {m.star_level_pinned ? "*" : ""} · V{m.team_level}
                {m.team_level_pinned ? "*" : ""}
              </>
            ),
          },
          { label: t("uucMembers.list.team"), cell: (m) => m.team_size },
          {
            label: t("uucMembers.list.status"),
            cell: (m) => (
              <>
                <Badge
                  size="2xsmall"
                  color={m.status === "frozen" ? "red" : "green"}
                >
                  {t(`uucMembers.status.${m.status}`)}
                </Badge>
              </>
            ),
          },
          {
            label: t("uucMembers.list.joined"),
            cell: (m) => formatDate(m.created_at, i18n.language),
          },
        ]}
        rows={data?.members ?? []}
        rowKey={(m) => m.id}
        onRowClick={(m) => navigate(`/member/${m.id}`)}
        rowTestId="member-row"
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucMembers.menu.members",
  translationNs: "translation",
  icon: User,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 10,
})

const GatedMemberListPage = () => (
  <RoleGate route="GET /admin/members">
    <MemberListPage />
  </RoleGate>
)

export default GatedMemberListPage
