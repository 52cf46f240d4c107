import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CogSixTooth } from "@medusajs/icons"
import {
  Alert,
  Badge,
  Button,
  Container,
  Heading,
  Input,
  Label,
  Select,
  Switch,
  Text,
  toast,
} from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import {
  usePlan,
  usePlanVersion,
  usePlanVersions,
  useUpdatePlan,
} from "../../hooks/plan"
import {
  patchOf,
  sectionOf,
  settlesBeforeRefundWindow,
  toFields,
  type Field,
} from "../../lib/plan-form"
import { isRatePath, percentText } from "../../lib/plan-labels"
import { VersionHistory } from "./version-history"
import {
  type ApiError,
  errorMessage,
  formatTime,
  PasswordInput,
} from "@uuc/admin-kit"

const SECTIONS = [
  "timezone",
  "cards",
  "split",
  "levels",
  "bonuses",
  "settlement",
  "withdrawal",
  "exchange",
  "shop",
  "loan",
  "refund",
] as const

/**
 * `/app/system`: the reward plan in force, field by field, saved as a new version
 * (only the changed fields are sent; the server merges and validates), and every
 * earlier version to read; the version history with the difference between any
 * two versions, and a link to the income disclosure report.
 */
const SystemPage = () => {
  const { t, i18n } = useTranslation()
  const current = usePlan()
  const versions = usePlanVersions()
  const [viewing, setViewing] = useState<number | null>(null)
  const older = usePlanVersion(viewing)
  const save = useUpdatePlan()
  const [edits, setEdits] = useState<Record<string, string>>({})
  // The field the server refused, with its message (shown under that field).
  const [bad, setBad] = useState<{ field: string; message: string } | null>(
    null
  )

  const shown = viewing === null ? current.data : older.data
  const readOnly = viewing !== null
  const fields = useMemo(() => (shown ? toFields(shown.plan) : []), [shown])
  const patch = useMemo(() => patchOf(fields, edits), [fields, edits])
  const dirty = Object.keys(patch).length > 0
  // the plan shown (with the edits) lets bonuses settle inside the refund window
  const earlySettlement = settlesBeforeRefundWindow(
    fields,
    readOnly ? {} : edits
  )
  // A new plan version needs the staff secondary password (beside the plan's keys).
  const [password, setPassword] = useState("")

  const onSave = () =>
    save.mutate(
      { ...patch, secondary_password: password },
      {
        onSuccess: (v) => {
          toast.success(t("uucRewards.system.saved", { version: v.version }))
          setPassword("")
          setEdits({})
          setBad(null)
        },
        onError: (e) => {
          const field = (e as unknown as ApiError).field
          setBad(field ? { field, message: errorMessage(e) } : null)
          toast.error(errorMessage(e))
        },
      }
    )

  if (current.isLoading) return <Text>{t("uucRewards.common.loading")}</Text>
  if (current.isError || !shown)
    return (
      <Container>
        <Text>{t("uucRewards.common.loadError")}</Text>
        <Button
          size="small"
          variant="secondary"
          onClick={() => current.refetch()}
        >
          {t("uucRewards.common.retry")}
        </Button>
      </Container>
    )

  const field = (f: Field) => {
    const value = readOnly ? f.text : (edits[f.path] ?? f.text)
    const wrong =
      bad !== null &&
      (bad.field === f.path || bad.field.startsWith(`${f.path}.`))
    return (
      <div key={f.path} className="flex flex-col gap-1">
        <Label htmlFor={`plan-${f.path}`} size="small" title={f.path}>
          {t(`uucPlanFields.${f.path}.label`, { defaultValue: f.path })}
          {(f.kind === "strings" || f.kind === "numbers") && (
            <span className="text-ui-fg-muted">
              {" "}
              · {t("uucRewards.system.list")}
            </span>
          )}
        </Label>
        {f.kind === "boolean" ? (
          <Switch
            id={`plan-${f.path}`}
            checked={value === "true"}
            disabled={readOnly}
            aria-invalid={wrong}
            data-testid={`plan-field-${f.path}`}
            aria-describedby={`plan-help-${f.path}`}
            onCheckedChange={(on) =>
              setEdits((d) => ({ ...d, [f.path]: String(on) }))
            }
          />
        ) : (
          <Input
            id={`plan-${f.path}`}
            size="small"
            value={value}
            disabled={readOnly}
            aria-invalid={wrong}
            data-testid={`plan-field-${f.path}`}
            aria-describedby={
              wrong
                ? `plan-help-${f.path} plan-error-${f.path}`
                : `plan-help-${f.path}`
            }
            onChange={(e) =>
              setEdits((d) => ({ ...d, [f.path]: e.target.value }))
            }
          />
        )}
        <Text
          id={`plan-help-${f.path}`}
          size="xsmall"
          className="text-ui-fg-subtle"
          data-testid={`plan-help-${f.path}`}
        >
          {isRatePath(f.path) && percentText(value) && (
            <span
              className="text-ui-fg-base font-medium"
              data-testid={`plan-percent-${f.path}`}
            >
              {percentText(value)}
              {" · "}
            </span>
          )}
          {t(`uucPlanFields.${f.path}.help`, { defaultValue: "" })}
        </Text>
        {wrong && (
          <Text
            id={`plan-error-${f.path}`}
            size="small"
            className="text-ui-fg-error"
            role="alert"
            data-testid={`plan-error-${f.path}`}
          >
            {bad.message}
          </Text>
        )}
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <Container className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Heading level="h1">{t("uucRewards.system.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("uucRewards.system.inForce", {
              version: current.data?.version,
              time: formatTime(current.data?.created_at, i18n.language),
            })}
          </Text>
        </div>
        {/* Wraps instead of squeezing the buttons' words ("Cance"). */}
        <div className="flex flex-wrap items-center gap-2 [&>*]:shrink-0 [&>*]:whitespace-nowrap">
          <Button size="small" variant="secondary" asChild>
            <Link to="/system/disclosure" data-testid="disclosure-link">
              {t("uucRewards.disclosure.title")}
            </Link>
          </Button>
          <Button size="small" variant="secondary" asChild>
            <Link to="/system/simulator" data-testid="simulator-link">
              {t("uucRewards.simulator.open")}
            </Link>
          </Button>
          <Select
            size="small"
            value={viewing === null ? "current" : String(viewing)}
            onValueChange={(v) => {
              setViewing(v === "current" ? null : Number(v))
              setBad(null)
            }}
          >
            <Select.Trigger
              data-testid="plan-version-select"
              aria-label={t("uucRewards.system.versionNo")}
            >
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="current">
                {t("uucRewards.system.current")}
              </Select.Item>
              {(versions.data?.versions ?? []).map((v) => (
                <Select.Item key={v.version} value={String(v.version)}>
                  {t("uucRewards.system.version", { version: v.version })}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
          {readOnly ? (
            <Badge color="orange">{t("uucRewards.system.readOnly")}</Badge>
          ) : (
            <>
              <Button
                size="small"
                variant="secondary"
                disabled={!dirty}
                onClick={() => {
                  setEdits({})
                  setBad(null)
                }}
              >
                {t("uucRewards.common.cancel")}
              </Button>
              <PasswordInput
                size="small"
                className="w-48"
                autoComplete="off"
                aria-label={t("uucRewards.review.secondary_password")}
                placeholder={t("uucRewards.review.secondary_password")}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                data-testid="plan-secondary-password"
              />
              <Button
                size="small"
                disabled={!dirty || !password}
                isLoading={save.isPending}
                onClick={onSave}
                data-testid="plan-save"
              >
                {t("uucRewards.system.save")}
              </Button>
            </>
          )}
        </div>
      </Container>
      <Text size="small" className="text-ui-fg-subtle">
        {t("uucRewards.system.hint")}
      </Text>
      {bad && !fields.some((f) => bad.field.startsWith(f.path)) && (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {bad.field}: {bad.message}
        </Text>
      )}
      {SECTIONS.map((section) => (
        <Container key={section} className="flex flex-col gap-3">
          <Heading level="h3">
            {t(`uucRewards.system.sections.${section}`)}
          </Heading>
          {section === "settlement" && earlySettlement && (
            <Alert
              variant="warning"
              data-testid="plan-warning-before-refund-window"
            >
              {t("uucRewards.system.beforeRefundWindow")}
            </Alert>
          )}
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {fields.filter((f) => sectionOf(f.path) === section).map(field)}
          </div>
        </Container>
      ))}
      <VersionHistory
        versions={versions.data?.versions ?? []}
        onOpen={(v) => {
          setViewing(v === current.data?.version ? null : v)
          setBad(null)
          window.scrollTo({ top: 0 })
        }}
      />
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucRewards.menu.system",
  translationNs: "translation",
  icon: CogSixTooth,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 30,
})

export default SystemPage
