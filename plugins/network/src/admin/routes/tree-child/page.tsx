import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Users } from "@medusajs/icons"
import { Button, Container, Input, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useMemberSearch, useTreeLevel } from "../../hooks/tree"
import { TreeRow } from "./tree-row"
import { PageHeader, useDebounced } from "@uuc/admin-kit"

/** `/app/tree-child`: the placement tree from any member, one level at a time. */
const TreePage = () => {
  const { t } = useTranslation()
  const [query, setQuery] = useState("")
  const [root, setRoot] = useState("")
  const search = useMemberSearch(useDebounced(query.trim()))
  const level = useTreeLevel(root)
  const tree = level.data?.tree

  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucNetwork.tree.title")}
        hint={t("uucNetwork.tree.hint")}
      />
      <form
        className="flex flex-wrap gap-2 px-6 py-4"
        onSubmit={(e) => {
          e.preventDefault()
          setRoot(query.trim())
        }}
      >
        <Input
          size="small"
          className="w-64"
          value={query}
          placeholder={t("uucNetwork.tree.searchPlaceholder")}
          onChange={(e) => setQuery(e.target.value)}
          list="uuc-network-usernames"
          data-testid="tree-search"
        />
        <datalist id="uuc-network-usernames">
          {search.data?.members.map((m) => (
            <option key={m.username} value={m.username} />
          ))}
        </datalist>
        <Button size="small" type="submit">
          {t("uucNetwork.tree.show")}
        </Button>
        {root && (
          <Button
            size="small"
            variant="secondary"
            type="button"
            onClick={() => {
              setRoot("")
              setQuery("")
            }}
          >
            {t("uucNetwork.tree.fromTop")}
          </Button>
        )}
      </form>
      {level.isLoading ? (
        <Text className="px-6 py-8">{t("uucNetwork.common.loading")}</Text>
      ) : level.isError ? (
        <div className="flex items-center gap-2 px-6 py-8">
          <Text>
            {t(root ? "uucNetwork.tree.notFound" : "uucNetwork.tree.empty")}
          </Text>
          <Button
            size="small"
            variant="secondary"
            onClick={() => level.refetch()}
          >
            {t("uucNetwork.common.retry")}
          </Button>
        </div>
      ) : tree ? (
        <ul>
          <TreeRow
            key={tree.username}
            node={tree}
            depth={0}
            onStartHere={(username) => {
              setQuery(username)
              setRoot(username)
            }}
          />
        </ul>
      ) : null}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucNetwork.menu.tree",
  translationNs: "translation",
  icon: Users,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 12,
})

export default TreePage
