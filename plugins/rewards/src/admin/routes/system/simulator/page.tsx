import {
  Button,
  Container,
  Heading,
  Input,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { usePlanVersions } from "../../../hooks/plan"
import { useSimulation } from "../../../hooks/simulator"
import {
  DEFAULT_FORM,
  requestOf,
  type SimForm,
  type Slot,
} from "../../../lib/simulator"
import { Results } from "./results"
import { errorMessage, FilterField, FilterSelect } from "@uuc/admin-kit"

const NUMBERS = [
  ["members", "members"],
  ["days", "days"],
  ["gold_percent", "goldShare"],
  ["skew", "skew"],
  ["seed", "seed"],
  ["upgrade_percent", "upgradeShare"],
] as const

/** Seconds since `running` turned true: the progress of a run the server answers at once. */
function useElapsed(running: boolean) {
  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    if (!running) return
    const start = Date.now()
    setSeconds(0)
    const id = setInterval(
      () => setSeconds(Math.floor((Date.now() - start) / 1000)),
      250
    )
    return () => clearInterval(id)
  }, [running])
  return seconds
}

/**
 * `/app/system/simulator`: run one or two plans (versions or drafts) over a synthetic
 * growth or a copy of today's network, and read what they would pay as a share of
 * card revenue, per bonus type and per day. A cost view: no earnings are promised.
 */
const SimulatorPage = () => {
  const { t } = useTranslation()
  const versions = usePlanVersions()
  const run = useSimulation()
  const [form, setForm] = useState<SimForm>(DEFAULT_FORM)
  const elapsed = useElapsed(run.isPending)
  const s = (key: string) => t(`uucRewards.simulator.${key}`)
  const list = versions.data?.versions ?? []
  const newest = list[0] ? String(list[0].version) : ""
  const a = { ...form.a, version: form.a.version || newest }

  const onRun = () => {
    const r = requestOf({ ...form, a })
    if ("bad" in r) {
      toast.error(
        t("uucRewards.simulator.badDraft", {
          slot: s(r.bad === "a" ? "planA" : "planB"),
        })
      )
      return
    }
    run.mutate(r.body, { onError: (e) => toast.error(errorMessage(e)) })
  }

  const slot = (key: "a" | "b", value: Slot) => {
    const set = (v: Partial<Slot>) =>
      setForm((f) => ({ ...f, [key]: { ...value, ...v } }))
    const choice = value.kind === "version" ? `v${value.version}` : value.kind
    return (
      <FilterField label={s(key === "a" ? "planA" : "planB")}>
        <FilterSelect
          className=""
          value={choice}
          onChange={(v) =>
            v.startsWith("v")
              ? set({ kind: "version", version: v.slice(1) })
              : set({ kind: v as Slot["kind"] })
          }
          testId={`simulator-plan-${key}`}
          label={s(key === "a" ? "planA" : "planB")}
          options={[
            ...(key === "b" ? [{ value: "none", label: s("none") }] : []),
            ...list.map((v) => ({
              value: `v${v.version}`,
              label: t("uucRewards.simulator.version", { version: v.version }),
            })),
            { value: "draft", label: s("draft") },
          ]}
        />
        {value.kind === "draft" && (
          <>
            <Textarea
              rows={4}
              value={value.draft}
              onChange={(e) => set({ draft: e.target.value })}
              data-testid={`simulator-draft-${key}`}
            />
            <Text size="xsmall" className="text-ui-fg-subtle">
              {s("draftHint")}
            </Text>
          </>
        )}
      </FilterField>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <Container className="flex flex-col gap-2">
        <Heading level="h1">{s("title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {s("intro")}
        </Text>
      </Container>
      <Container className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          <FilterField label={s("source.label")}>
            <FilterSelect
              className=""
              value={form.source}
              onChange={(v) =>
                setForm((f) => ({ ...f, source: v as SimForm["source"] }))
              }
              testId="simulator-source"
              label={s("source.label")}
              options={(["growth", "current"] as const).map((v) => ({
                value: v,
                label: s(`source.${v}`),
              }))}
            />
          </FilterField>
          {slot("a", a)}
          {slot("b", form.b)}
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {form.source === "growth" &&
            NUMBERS.map(([field, label]) => (
              <FilterField key={field} id={`sim-${field}`} label={s(label)}>
                <Input
                  id={`sim-${field}`}
                  size="small"
                  inputMode="decimal"
                  value={form[field]}
                  data-testid={`simulator-${field}`}
                  onChange={(e) =>
                    setForm((f) => ({ ...f, [field]: e.target.value }))
                  }
                />
              </FilterField>
            ))}
          <FilterField id="sim-price" label={s("price")}>
            <Input
              id="sim-price"
              size="small"
              inputMode="decimal"
              value={form.price}
              onChange={(e) =>
                setForm((f) => ({ ...f, price: e.target.value }))
              }
            />
          </FilterField>
        </div>
        <div className="flex items-center gap-4">
          <Button
            size="small"
            isLoading={run.isPending}
            onClick={onRun}
            data-testid="simulator-run"
          >
            {s("run")}
          </Button>
          {run.isPending && (
            <div
              className="flex flex-1 flex-col gap-1"
              role="status"
              data-testid="simulator-progress"
            >
              <Text size="small">
                {t("uucRewards.simulator.running", { seconds: elapsed })}
              </Text>
              <div className="bg-ui-bg-subtle h-1 w-full overflow-hidden rounded">
                <div className="bg-ui-fg-interactive h-1 w-1/3 animate-pulse rounded" />
              </div>
            </div>
          )}
        </div>
      </Container>
      {run.data && !run.isPending && <Results answer={run.data} />}
    </div>
  )
}

export default SimulatorPage
