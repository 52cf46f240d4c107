import {
  Button,
  Container,
  Input,
  Label,
  Switch,
  Tabs,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useSearchParams } from "react-router-dom"
import { useNotice, useSaveNotice } from "../../hooks/notices"
import type { NoticeInput } from "../../lib/types"
import {
  errorMessage,
  Field,
  Locale,
  LOCALES,
  PageHeader,
} from "@uuc/admin-kit"

const empty = (): NoticeInput => ({
  translations: {
    "en-US": { title: "", body: "" },
    "pt-BR": { title: "", body: "" },
    "zh-CN": { title: "", body: "" },
  },
  published: false,
  pinned: false,
})

type Missing = { locale: Locale; field: "title" | "body" }

/** The first empty field, so the form can say which tab still needs work. */
function firstMissing(input: NoticeInput): Missing | null {
  for (const locale of LOCALES) {
    for (const field of ["title", "body"] as const) {
      if (!input.translations[locale][field].trim()) return { locale, field }
    }
  }
  return null
}

/** `/app/notice-add`: create a notice, or edit one with `?id=`, in three languages. */
const NoticeFormPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = params.get("id")
  const existing = useNotice(id)
  const save = useSaveNotice(id)
  const [form, setForm] = useState<NoticeInput>(empty)
  const [tab, setTab] = useState<Locale>("en-US")
  const [missing, setMissing] = useState<Missing | null>(null)

  useEffect(() => {
    const n = existing.data?.notice
    if (n)
      setForm({
        translations: n.translations,
        published: n.published,
        pinned: n.pinned,
      })
  }, [existing.data])

  const setText = (locale: Locale, field: "title" | "body", value: string) =>
    setForm((f) => ({
      ...f,
      translations: {
        ...f.translations,
        [locale]: { ...f.translations[locale], [field]: value },
      },
    }))

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const gap = firstMissing(form)
    setMissing(gap)
    if (gap) {
      setTab(gap.locale)
      return
    }
    save.mutate(form, {
      onSuccess: () => {
        toast.success(
          t(id ? "uucContent.notice.saved" : "uucContent.notice.created")
        )
        navigate("/notice")
      },
      onError: (err) => toast.error(errorMessage(err)),
    })
  }

  if (id && existing.isLoading) {
    return (
      <Container>
        <Text>{t("uucContent.common.loading")}</Text>
      </Container>
    )
  }
  // An unknown or deleted id: saving would only answer notice_not_found.
  if (id && existing.isError) {
    return (
      <Container className="flex items-center gap-2">
        <Text>{t("uucContent.common.loadError")}</Text>
        <Button
          size="small"
          variant="secondary"
          onClick={() => existing.refetch()}
        >
          {t("uucContent.common.retry")}
        </Button>
      </Container>
    )
  }

  return (
    <Container className="p-0">
      <form onSubmit={submit} className="divide-y">
        <PageHeader
          title={t(
            id ? "uucContent.notice.editTitle" : "uucContent.notice.addTitle"
          )}
        />
        <div className="px-6 py-4">
          <Tabs value={tab} onValueChange={(v) => setTab(v as Locale)}>
            <Tabs.List>
              {LOCALES.map((l) => (
                <Tabs.Trigger key={l} value={l} data-testid={`notice-tab-${l}`}>
                  {t(`uucContent.locales.${l}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {LOCALES.map((l) => (
              <Tabs.Content
                key={l}
                value={l}
                className="flex flex-col gap-4 pt-4"
              >
                <Field id={`title-${l}`} label={t("uucContent.notice.title")}>
                  <Input
                    id={`title-${l}`}
                    value={form.translations[l].title}
                    maxLength={200}
                    onChange={(e) => setText(l, "title", e.target.value)}
                    aria-invalid={
                      missing?.locale === l && missing.field === "title"
                    }
                    data-testid={`notice-title-${l}`}
                  />
                </Field>
                <Field id={`body-${l}`} label={t("uucContent.notice.body")}>
                  <Textarea
                    id={`body-${l}`}
                    rows={8}
                    value={form.translations[l].body}
                    onChange={(e) => setText(l, "body", e.target.value)}
                    aria-invalid={
                      missing?.locale === l && missing.field === "body"
                    }
                    data-testid={`notice-body-${l}`}
                  />
                </Field>
              </Tabs.Content>
            ))}
          </Tabs>
          {missing && (
            <Text size="small" className="text-ui-fg-error pt-2" role="alert">
              {t("uucContent.notice.missing", {
                field: t(`uucContent.notice.${missing.field}`),
                locale: t(`uucContent.locales.${missing.locale}`),
              })}
            </Text>
          )}
        </div>
        <div className="flex flex-col gap-3 px-6 py-4">
          <div className="flex items-center gap-2">
            <Switch
              id="published"
              checked={form.published}
              onCheckedChange={(v) => setForm((f) => ({ ...f, published: v }))}
              data-testid="notice-published"
            />
            <Label htmlFor="published">
              {t("uucContent.notice.publishNow")}
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id="pinned"
              checked={form.pinned}
              onCheckedChange={(v) => setForm((f) => ({ ...f, pinned: v }))}
              data-testid="notice-pinned"
            />
            <Label htmlFor="pinned">{t("uucContent.notice.pinnedLabel")}</Label>
          </div>
        </div>
        <div className="flex justify-end gap-2 px-6 py-4">
          <Button
            type="button"
            variant="secondary"
            onClick={() => navigate("/notice")}
          >
            {t("uucContent.common.cancel")}
          </Button>
          <Button
            type="submit"
            isLoading={save.isPending}
            data-testid="notice-save"
          >
            {t("uucContent.common.save")}
          </Button>
        </div>
      </form>
    </Container>
  )
}

export default NoticeFormPage
