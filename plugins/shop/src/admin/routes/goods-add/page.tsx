import {
  Button,
  Container,
  Input,
  Select,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useSearchParams } from "react-router-dom"
import { useCategories, useGoodsForm, useSaveGoods } from "../../hooks/goods"
import {
  checkGoods,
  emptyGoods,
  OTHER_LANGUAGES,
  toGoodsBody,
  type GoodsForm,
} from "../../lib/goods-form"
import { MediaEditor } from "./media-editor"
import { SpecsEditor } from "./specs-editor"
import {
  type ApiError,
  errorMessage,
  Field,
  PageHeader,
  translated,
} from "@uuc/admin-kit"

const NO_CATEGORY = "none"

/**
 * `/app/goods-add`: create goods, or edit them with `?id=`: name, description,
 * category, pictures and video, points discount, merchant, and specifications with
 * price, member price and UUC price. New or edited goods wait for listing.
 */
const GoodsAddPage = () => {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = params.get("id")
  const existing = useGoodsForm(id)
  const categories = useCategories()
  const save = useSaveGoods(id)
  const [form, setForm] = useState<GoodsForm>(emptyGoods)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (existing.data) setForm(existing.data)
  }, [existing.data])

  const set = <K extends keyof GoodsForm>(key: K, value: GoodsForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }))

  const submit = () => {
    const found = checkGoods(form)
    setErrors(found)
    setProblem(null)
    if (Object.keys(found).length) return
    save.mutate(toGoodsBody(form), {
      onSuccess: () => {
        toast.success(t(id ? "uucShop.form.saved" : "uucShop.form.created"))
        navigate("/goods-list")
      },
      onError: (e) => {
        const f = e as ApiError
        setProblem(errorMessage(e))
        if (f.field) setErrors({ [f.field]: "server" })
        toast.error(errorMessage(e))
      },
    })
  }

  if (id && existing.isLoading)
    return (
      <Container>
        <Text>{t("uucShop.common.loading")}</Text>
      </Container>
    )
  if (id && existing.isError)
    return (
      <Container className="flex items-center gap-2" role="alert">
        <Text>{t("uucShop.common.loadError")}</Text>
        <Button
          size="small"
          variant="secondary"
          onClick={() => existing.refetch()}
        >
          {t("uucShop.common.retry")}
        </Button>
      </Container>
    )

  const fieldError = (key: string) =>
    errors[key] && (
      <Text size="small" className="text-ui-fg-error" role="alert">
        {errors[key] === "server" && problem
          ? problem
          : t(`uucShop.form.errors.${errors[key]}`)}
      </Text>
    )

  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t(id ? "uucShop.form.editTitle" : "uucShop.form.addTitle")}
        hint={t("uucShop.form.hint")}
      />
      <form
        noValidate
        className="flex flex-col gap-6 px-6 py-4"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="goods-title" label={t("uucShop.form.title")}>
            <Input
              id="goods-title"
              value={form.title}
              aria-invalid={!!errors.title}
              onChange={(e) => set("title", e.target.value)}
              data-testid="goods-title"
            />
            {fieldError("title")}
          </Field>
          <Field
            label={t("uucShop.form.category")}
            labelId="goods-category-label"
          >
            <Select
              value={form.category || NO_CATEGORY}
              onValueChange={(v) => set("category", v === NO_CATEGORY ? "" : v)}
            >
              <Select.Trigger aria-labelledby="goods-category-label">
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                <Select.Item value={NO_CATEGORY}>
                  {t("uucShop.form.noCategory")}
                </Select.Item>
                {(categories.data?.product_categories ?? []).map((c) => (
                  <Select.Item key={c.id} value={c.id}>
                    {translated(c, "name", c.name, i18n.language)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </Field>
          <Field id="goods-points" label={t("uucShop.form.pointsDiscount")}>
            <Input
              id="goods-points"
              inputMode="decimal"
              value={form.points_discount}
              aria-invalid={!!errors.points_discount}
              onChange={(e) => set("points_discount", e.target.value)}
              data-testid="goods-points"
            />
            <Text size="xsmall" className="text-ui-fg-subtle">
              {t("uucShop.form.pointsHint")}
            </Text>
            {fieldError("points_discount")}
          </Field>
          <Field id="goods-merchant" label={t("uucShop.form.merchant")}>
            <Input
              id="goods-merchant"
              value={form.merchant_id}
              placeholder={t("uucShop.form.merchantHint")}
              onChange={(e) => set("merchant_id", e.target.value)}
            />
            {fieldError("merchant_id")}
          </Field>
        </div>
        <Field id="goods-description" label={t("uucShop.form.description")}>
          <Textarea
            id="goods-description"
            rows={4}
            value={form.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium">
            {t("uucShop.form.otherLanguages")}
          </legend>
          <Text size="small" className="text-ui-fg-subtle">
            {t("uucShop.form.otherLanguagesHint")}
          </Text>
          {OTHER_LANGUAGES.map((l) => (
            <div
              key={l}
              className="grid gap-4 md:grid-cols-2"
              data-testid={`goods-language-${l}`}
            >
              <Field
                id={`goods-title-${l}`}
                label={t("uucShop.form.titleIn", {
                  language: t(`uucShop.form.language.${l}`),
                })}
              >
                <Input
                  id={`goods-title-${l}`}
                  value={form.titles[l]}
                  onChange={(e) =>
                    set("titles", { ...form.titles, [l]: e.target.value })
                  }
                  data-testid={`goods-title-${l}`}
                />
                {fieldError(`translations.${l}.title`)}
              </Field>
              <Field
                id={`goods-description-${l}`}
                label={t("uucShop.form.descriptionIn", {
                  language: t(`uucShop.form.language.${l}`),
                })}
              >
                <Textarea
                  id={`goods-description-${l}`}
                  rows={2}
                  value={form.descriptions[l]}
                  onChange={(e) =>
                    set("descriptions", {
                      ...form.descriptions,
                      [l]: e.target.value,
                    })
                  }
                />
              </Field>
            </div>
          ))}
        </fieldset>
        <MediaEditor
          images={form.images}
          video={form.video}
          videoError={errors.video}
          onImages={(urls) => set("images", urls)}
          onVideo={(url) => set("video", url)}
        />
        <SpecsEditor
          specs={form.specs}
          errors={errors}
          onChange={(specs) => set("specs", specs)}
        />
        {problem && (
          <Text className="text-ui-fg-error" role="alert">
            {problem}
          </Text>
        )}
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => navigate("/goods-list")}
          >
            {t("uucShop.common.cancel")}
          </Button>
          <Button
            type="submit"
            isLoading={save.isPending}
            data-testid="goods-save"
          >
            {t("uucShop.form.save")}
          </Button>
        </div>
      </form>
    </Container>
  )
}

export default GoodsAddPage
