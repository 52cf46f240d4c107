import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { mockApi, renderAt } from "../../test/render"
import { inLanguage } from "../../test/describe-hooks"

const notice = (id: string, pinned: boolean, published_at: string) => ({
  id,
  title: `标题 ${id}`,
  body: `正文 ${id}`,
  pinned,
  published_at,
  translations: {},
})
const pinned = notice("ntc_1", true, "2026-01-05T10:00:00.000Z")
const plain = notice("ntc_2", false, "2026-03-09T08:30:00.000Z")

describe("/notice/detail", () => {
  inLanguage("zh-CN")

  it("lists notices in the active locale without the layout, pinned ones badged", async () => {
    const fetchMock = mockApi(() => ({
      body: { notices: [pinned, plain], count: 2, limit: 10, offset: 0 },
    }))
    renderAt("/notice/detail")
    const items = await screen.findAllByTestId("notice-item")
    expect(items).toHaveLength(2)
    expect(screen.queryByTestId("layout-header")).toBeNull()
    const query = new URL(fetchMock.mock.calls[0][0] as string).searchParams
    expect(query.get("locale")).toBe("zh-CN")
    expect(within(items[0]).getByText("置顶")).toBeTruthy()
    expect(within(items[1]).queryByText("置顶")).toBeNull()
    const date = new Intl.DateTimeFormat("zh-CN", {
      dateStyle: "medium",
      timeStyle: "short",
    }).format(new Date(plain.published_at))
    expect(items[1].textContent).toContain(date)
    expect(within(items[1]).getByRole("link").getAttribute("href")).toBe(
      "/notice/detail?id=ntc_2"
    )
  })

  it("shows one notice for ?id=", async () => {
    const fetchMock = mockApi(() => ({ body: { notice: plain } }))
    renderAt("/notice/detail?id=ntc_2")
    const detail = await screen.findByTestId("notice-detail")
    expect(detail.textContent).toContain("标题 ntc_2")
    expect(detail.textContent).toContain("正文 ntc_2")
    const url = new URL(fetchMock.mock.calls[0][0] as string)
    expect(url.pathname).toBe("/store/notices/ntc_2")
    expect(url.searchParams.get("locale")).toBe("zh-CN")
  })

  it("says an unknown notice does not exist, without retrying", async () => {
    const fetchMock = mockApi(() => ({
      status: 404,
      body: { code: "notice_not_found", message: "Notice not found" },
    }))
    renderAt("/notice/detail?id=ntc_missing")
    expect(await screen.findByText("该公告不存在或已下线。")).toBeTruthy()
    expect(screen.queryByTestId("notice-detail")).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("tells what to do when there are no notices", async () => {
    mockApi(() => ({ body: { notices: [], count: 0, limit: 10, offset: 0 } }))
    renderAt("/notice/detail")
    expect(
      await screen.findByText("暂无公告。平台的最新消息会显示在这里。")
    ).toBeTruthy()
  })
})
