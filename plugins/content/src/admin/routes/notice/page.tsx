import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import {
  Badge,
  Button,
  Container,
  Heading,
  Select,
  toast,
  usePrompt,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import {
  NoticeListQuery,
  useDeleteNotice,
  useNotices,
  useSetPublished,
} from "../../hooks/notices"
import type { AdminNotice } from "../../lib/types"
import {
  errorMessage,
  formatTime,
  RecordList,
  SearchInput,
} from "@uuc/admin-kit"

const PAGE_SIZE = 20

/** `/app/notice`: every notice, searchable in any language, with publish and delete. */
const NoticeListPage = () => {
  const { t, i18n } = useTranslation()
  const [search, setSearch] = useState("")
  const [published, setPublished] = useState<"all" | "true" | "false">("all")
  const [page, setPage] = useState(0)
  const query: NoticeListQuery = {
    q: search || undefined,
    published: published === "all" ? undefined : published,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  }
  const { data, isLoading, isError, refetch } = useNotices(query)
  const setPublishedMutation = useSetPublished()
  const deleteMutation = useDeleteNotice()
  const prompt = usePrompt()

  const title = (n: AdminNotice) => n.translations["en-US"]?.title ?? n.id

  const togglePublished = (n: AdminNotice) =>
    setPublishedMutation.mutate(
      { id: n.id, published: !n.published },
      {
        onSuccess: () =>
          toast.success(
            t(
              n.published
                ? "uucContent.notice.unpublished"
                : "uucContent.notice.published"
            )
          ),
        onError: (e) => toast.error(errorMessage(e)),
      }
    )

  const remove = async (n: AdminNotice) => {
    const confirmed = await prompt({
      title: t("uucContent.notice.deleteTitle"),
      description: t("uucContent.notice.deleteDescription", {
        title: title(n),
      }),
      confirmText: t("uucContent.common.delete"),
      cancelText: t("uucContent.common.cancel"),
    })
    if (!confirmed) return
    deleteMutation.mutate(n.id, {
      onSuccess: () => toast.success(t("uucContent.notice.deleted")),
      onError: (e) => toast.error(errorMessage(e)),
    })
  }

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h1">{t("uucContent.notice.listTitle")}</Heading>
        <Button size="small" variant="secondary" asChild>
          <Link to="/notice-add">{t("uucContent.notice.add")}</Link>
        </Button>
      </div>
      <div className="flex flex-wrap gap-2 px-6 py-4">
        <SearchInput
          className="w-64"
          placeholder={t("uucContent.notice.searchPlaceholder")}
          value={search}
          onChange={(v) => {
            setSearch(v)
            setPage(0)
          }}
          testId="notice-search"
        />
        <Select
          size="small"
          value={published}
          onValueChange={(v) => {
            setPublished(v as typeof published)
            setPage(0)
          }}
        >
          <Select.Trigger
            className="w-48"
            aria-label={t("uucContent.notice.status")}
          >
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="all">
              {t("uucContent.notice.filterAll")}
            </Select.Item>
            <Select.Item value="true">
              {t("uucContent.notice.filterPublished")}
            </Select.Item>
            <Select.Item value="false">
              {t("uucContent.notice.filterDraft")}
            </Select.Item>
          </Select.Content>
        </Select>
      </div>
      <RecordList
        ns="uucContent"
        query={{ isLoading, isError, refetch }}
        empty={data?.notices.length ? null : t("uucContent.notice.empty")}
        paging={{ page, pageSize: PAGE_SIZE, count: data?.count ?? 0 }}
        onPage={setPage}
        columns={[
          {
            label: t("uucContent.notice.title"),
            cell: (n) => (
              <>
                <div className="flex items-center gap-2">
                  {n.pinned && (
                    <Badge size="2xsmall">
                      {t("uucContent.notice.pinned")}
                    </Badge>
                  )}
                  <span>{title(n)}</span>
                </div>
              </>
            ),
          },
          {
            label: t("uucContent.notice.status"),
            cell: (n) => (
              <>
                <Badge size="2xsmall" color={n.published ? "green" : "grey"}>
                  {t(
                    n.published
                      ? "uucContent.notice.statusPublished"
                      : "uucContent.notice.statusDraft"
                  )}
                </Badge>
              </>
            ),
          },
          {
            label: t("uucContent.notice.publishedAt"),
            cell: (n) => formatTime(n.published_at, i18n.language),
          },
          {
            label: t("uucContent.common.actions"),
            right: true,
            cell: (n) => (
              <>
                <div className="flex justify-end gap-2">
                  <Button size="small" variant="transparent" asChild>
                    <Link to={`/notice-add?id=${n.id}`}>
                      {t("uucContent.common.edit")}
                    </Link>
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => togglePublished(n)}
                  >
                    {t(
                      n.published
                        ? "uucContent.notice.unpublish"
                        : "uucContent.notice.publish"
                    )}
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() => remove(n)}
                  >
                    {t("uucContent.common.delete")}
                  </Button>
                </div>
              </>
            ),
          },
        ]}
        rows={data?.notices ?? []}
        rowKey={(n) => n.id}
        rowTestId="notice-row"
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucContent.menu.notices",
  translationNs: "translation",
  icon: ChatBubbleLeftRight,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 40,
})

export default NoticeListPage
