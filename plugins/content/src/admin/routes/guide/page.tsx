import { defineRouteConfig } from "@medusajs/admin-sdk"
import { BookOpen } from "@medusajs/icons"
import {
  Button,
  Container,
  Heading,
  Input,
  Label,
  Tabs,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useGuide, useSaveGuideEntry } from "../../hooks/guide"
import type { GuideEntryView, GuideText } from "../../lib/types"
import {
  errorMessage,
  ListBody,
  Locale,
  LOCALES,
  PageHeader,
} from "@uuc/admin-kit"

/** One question, editable in three languages. */
const GuideEntryEditor = ({ entry }: { entry: GuideEntryView }) => {
  const { t } = useTranslation()
  const save = useSaveGuideEntry()
  const [texts, setTexts] = useState<Record<Locale, GuideText>>(
    entry.translations
  )
  const [error, setError] = useState<string | null>(null)

  const set = (l: Locale, field: keyof GuideText, value: string) =>
    setTexts((x) => ({ ...x, [l]: { ...x[l], [field]: value } }))

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const gap = LOCALES.find(
      (l) => !texts[l].question.trim() || !texts[l].answer.trim()
    )
    if (gap) {
      setError(
        t("uucContent.guide.missing", {
          locale: t(`uucContent.locales.${gap}`),
        })
      )
      return
    }
    setError(null)
    save.mutate(
      { id: entry.id, translations: texts },
      {
        onSuccess: () => toast.success(t("uucContent.guide.saved")),
        onError: (err) => toast.error(errorMessage(err)),
      }
    )
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 px-6 py-4"
      data-testid="guide-entry"
    >
      <Heading level="h2">
        {entry.position}. {entry.question}
      </Heading>
      <Tabs defaultValue="en-US">
        <Tabs.List>
          {LOCALES.map((l) => (
            <Tabs.Trigger key={l} value={l}>
              {t(`uucContent.locales.${l}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LOCALES.map((l) => (
          <Tabs.Content key={l} value={l} className="flex flex-col gap-3 pt-3">
            <Label htmlFor={`${entry.id}-q-${l}`}>
              {t("uucContent.guide.question")}
            </Label>
            <Input
              id={`${entry.id}-q-${l}`}
              value={texts[l].question}
              onChange={(e) => set(l, "question", e.target.value)}
            />
            <Label htmlFor={`${entry.id}-a-${l}`}>
              {t("uucContent.guide.answer")}
            </Label>
            <Textarea
              id={`${entry.id}-a-${l}`}
              rows={6}
              value={texts[l].answer}
              onChange={(e) => set(l, "answer", e.target.value)}
            />
          </Tabs.Content>
        ))}
      </Tabs>
      {error && (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {error}
        </Text>
      )}
      <div className="flex justify-end">
        <Button size="small" type="submit" isLoading={save.isPending}>
          {t("uucContent.common.save")}
        </Button>
      </div>
    </form>
  )
}

/** `/app/guide`: the ten questions of the user guide. */
const GuidePage = () => {
  const { t } = useTranslation()
  const { data, isLoading, isError, refetch } = useGuide()
  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucContent.guide.title")}
        hint={t("uucContent.guide.hint")}
      />
      <ListBody
        ns="uucContent"
        query={{ isLoading, isError, refetch }}
        empty={data?.guide.length ? null : t("uucContent.guide.empty")}
      >
        {data?.guide.map((entry) => (
          <GuideEntryEditor key={entry.id} entry={entry} />
        ))}
      </ListBody>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucContent.menu.guide",
  translationNs: "translation",
  icon: BookOpen,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 41,
})

export default GuidePage
