import { Button, Input, Label, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { emptySpec, OTHER_LANGUAGES, type SpecForm } from "../../lib/goods-form"

const FIELDS = ["name", "price", "member_price", "uuc_price"] as const

/**
 * The specifications (Medusa variants): each a name (and, optionally, the name in
 * the other languages), a price in USD, an optional member price (else the
 * cards' ratios apply) and an optional UUC price.
 */
export const SpecsEditor = ({
  specs,
  errors,
  onChange,
}: {
  specs: SpecForm[]
  errors: Record<string, string>
  onChange: (specs: SpecForm[]) => void
}) => {
  const { t } = useTranslation()
  const set = (i: number, key: (typeof FIELDS)[number], value: string) =>
    onChange(specs.map((s, j) => (j === i ? { ...s, [key]: value } : s)))
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">{t("uucShop.form.specs")}</legend>
      <Text size="small" className="text-ui-fg-subtle">
        {t("uucShop.form.specsHint")}
      </Text>
      {specs.map((spec, i) => (
        <div
          key={spec.id ?? `new-${i}`}
          className="grid grid-cols-2 items-end gap-2 rounded-lg border p-3 md:grid-cols-5"
          data-testid="spec-row"
        >
          {FIELDS.map((key) => {
            const id = `spec-${i}-${key}`
            const error = errors[`specs.${i}.${key}`]
            return (
              <div key={key} className="flex flex-col gap-1">
                <Label htmlFor={id} size="small">
                  {t(`uucShop.form.spec.${key}`)}
                </Label>
                <Input
                  id={id}
                  size="small"
                  inputMode={key === "name" ? undefined : "decimal"}
                  value={spec[key]}
                  aria-invalid={!!error}
                  onChange={(e) => set(i, key, e.target.value)}
                  data-testid={id}
                />
                {error && (
                  <Text size="xsmall" className="text-ui-fg-error" role="alert">
                    {t(`uucShop.form.errors.${error}`)}
                  </Text>
                )}
              </div>
            )
          })}
          {OTHER_LANGUAGES.map((l) => {
            const id = `spec-${i}-name-${l}`
            return (
              <div key={l} className="flex flex-col gap-1">
                <Label htmlFor={id} size="small">
                  {t("uucShop.form.spec.nameIn", {
                    language: t(`uucShop.form.language.${l}`),
                  })}
                </Label>
                <Input
                  id={id}
                  size="small"
                  value={spec.names[l]}
                  onChange={(e) =>
                    onChange(
                      specs.map((s, j) =>
                        j === i
                          ? { ...s, names: { ...s.names, [l]: e.target.value } }
                          : s
                      )
                    )
                  }
                  data-testid={id}
                />
              </div>
            )
          })}
          <Button
            type="button"
            size="small"
            variant="secondary"
            disabled={specs.length === 1}
            onClick={() => onChange(specs.filter((_, j) => j !== i))}
          >
            {t("uucShop.form.removeSpec")}
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          size="small"
          variant="secondary"
          onClick={() => onChange([...specs, emptySpec()])}
          data-testid="spec-add"
        >
          {t("uucShop.form.addSpec")}
        </Button>
      </div>
      {errors.specs && (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {t(`uucShop.form.errors.${errors.specs}`)}
        </Text>
      )}
    </fieldset>
  )
}
