import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { guide, notices } from "@uuc/data"
import path from "path"
import { CONTENT_MODULE } from ".."
import { noticeSearchText } from "../../../lib/search"
import type { NoticeTranslations } from "../../../lib/types"
import ContentModuleService from "../service"

jest.setTimeout(120000)

const texts = (tag: string): NoticeTranslations => ({
  "en-US": { title: `Title ${tag}`, body: `Body ${tag}` },
  "pt-BR": { title: `Título ${tag}`, body: `Corpo ${tag}` },
  "zh-CN": { title: `标题 ${tag}`, body: `正文 ${tag}` },
})

moduleIntegrationTestRunner<ContentModuleService>({
  moduleName: CONTENT_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    const notice = (
      tag: string,
      extra: {
        published?: boolean
        pinned?: boolean
        published_at?: Date | null
      } = {}
    ) =>
      service.createNotices({
        translations: texts(tag),
        search_text: noticeSearchText(texts(tag)),
        published: !!extra.published,
        published_at:
          extra.published_at ?? (extra.published ? new Date() : null),
        pinned: !!extra.pinned,
      })
    const titles = (list: { translations: Record<string, unknown> }[]) =>
      list.map((n) => (n.translations as NoticeTranslations)["en-US"].title)

    describe("listPublishedNotices", () => {
      it("answers published notices only, pinned first, then the newest publication", async () => {
        await notice("old", {
          published: true,
          published_at: new Date("2026-01-01"),
        })
        await notice("draft")
        await notice("pinned-old", {
          published: true,
          pinned: true,
          published_at: new Date("2025-06-01"),
        })
        await notice("new", {
          published: true,
          published_at: new Date("2026-03-01"),
        })

        const [list, count] = await service.listPublishedNotices({
          limit: 20,
          offset: 0,
        })
        expect(count).toBe(3)
        expect(titles(list)).toEqual([
          "Title pinned-old",
          "Title new",
          "Title old",
        ])

        const [page] = await service.listPublishedNotices({
          limit: 1,
          offset: 1,
        })
        expect(titles(page)).toEqual(["Title new"])
      })
    })

    describe("searchNotices", () => {
      beforeEach(async () => {
        await notice("Manutenção 50%", { published: true })
        await notice("Welcome")
        await notice("500 points")
      })

      it("finds a title in any language, whatever its case", async () => {
        const [byPt] = await service.searchNotices({
          q: "TÍTULO MANUTENÇÃO",
          limit: 20,
          offset: 0,
        })
        expect(titles(byPt)).toEqual(["Title Manutenção 50%"])
        const [byZh, count] = await service.searchNotices({
          q: "标题 wel",
          limit: 20,
          offset: 0,
        })
        expect(count).toBe(1)
        expect(titles(byZh)).toEqual(["Title Welcome"])
      })

      it("takes % and _ literally", async () => {
        const [list] = await service.searchNotices({
          q: "50%",
          limit: 20,
          offset: 0,
        })
        expect(titles(list)).toEqual(["Title Manutenção 50%"])
        const [none] = await service.searchNotices({
          q: "5_0",
          limit: 20,
          offset: 0,
        })
        expect(none).toEqual([])
      })

      it("filters by published and lists the newest first", async () => {
        const [drafts, count] = await service.searchNotices({
          published: false,
          limit: 20,
          offset: 0,
        })
        expect(count).toBe(2)
        expect(titles(drafts)).toEqual(["Title 500 points", "Title Welcome"])
      })
    })

    describe("seedContent", () => {
      it("adds the guide and the demo notices once", async () => {
        const first = await service.seedContent({ guide, notices })
        expect(first.guide).toHaveLength(guide.length)
        expect(first.notices).toHaveLength(notices.length)

        const again = await service.seedContent({ guide, notices })
        expect(again).toEqual({ guide: [], notices: [] })
        expect(await service.listNotices()).toHaveLength(notices.length)

        const listed = await service.listGuide()
        expect(listed.map((g) => g.key)).toEqual(
          [...guide].sort((a, b) => a.position - b.position).map((g) => g.key)
        )
        const seeded = await service.listNotices({ seed_key: notices[0].key })
        expect(seeded[0].search_text).toBe(
          noticeSearchText(notices[0].translations)
        )
        expect(!!seeded[0].published_at).toBe(notices[0].published)
      })

      it("keeps staff edits and deletions on a reseed, and adds only what is new", async () => {
        await service.seedContent({ guide, notices })
        const [entry] = await service.listGuideEntries({ key: guide[0].key })
        const edited = {
          ...guide[0].translations,
          "en-US": { question: "Edited?", answer: "Yes." },
        }
        await service.updateGuideEntries({ id: entry.id, translations: edited })
        const [demo] = await service.listNotices({ seed_key: notices[0].key })
        await service.softDeleteNotices(demo.id)

        const extra = {
          ...guide[0],
          key: "extra",
          position: guide.length + 1,
        }
        const added = await service.seedContent({
          guide: [...guide, extra],
          notices,
        })
        expect(added.guide).toHaveLength(1)
        expect(added.notices).toEqual([])
        const kept = await service.retrieveGuideEntry(entry.id)
        expect(kept.translations).toEqual(edited)
        expect(await service.listNotices({ seed_key: notices[0].key })).toEqual(
          []
        )
      })

      it("adds nothing when a later insert is refused", async () => {
        // the guide goes in first; the notices' duplicate seed key then fails
        const twice = [notices[0], notices[0]]
        await expect(
          service.seedContent({ guide, notices: twice })
        ).rejects.toThrow()
        expect(await service.listGuideEntries()).toEqual([])
        expect(await service.listNotices()).toEqual([])
      })
    })
  },
})
