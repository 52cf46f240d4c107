import { formatTime, RecordTable } from "@uuc/admin-kit"
import { Badge, Container, Heading, Select, Table, Text } from "@medusajs/ui"
import { useEffect, useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { usePlanVersion, type VersionRow } from "../../hooks/plan"
import { diffPlans } from "../../lib/plan-diff"

const KIND_COLOR = { changed: "blue", added: "green", removed: "red" } as const

/**
 * Every plan version (newest first), and what changed between any two of them:
 * by default the version in force against the one before it.
 */
export const VersionHistory = ({
  versions,
  onOpen,
}: {
  versions: VersionRow[]
  onOpen: (version: number) => void
}) => {
  const { t, i18n } = useTranslation()
  const newest = versions[0]?.version ?? null
  const [pair, setPair] = useState<{ a: number; b: number } | null>(null)
  useEffect(() => {
    if (newest !== null) setPair({ a: Math.max(1, newest - 1), b: newest })
  }, [newest])
  const a = usePlanVersion(pair?.a ?? null)
  const b = usePlanVersion(pair?.b ?? null)
  const changes = useMemo(
    () => (a.data && b.data ? diffPlans(a.data.plan, b.data.plan) : null),
    [a.data, b.data]
  )
  const pick = (side: "a" | "b", label: string) => (
    <div className="flex items-center gap-2">
      <Text size="small">{label}</Text>
      <Select
        size="small"
        value={pair ? String(pair[side]) : undefined}
        onValueChange={(v) =>
          setPair((p) => (p ? { ...p, [side]: Number(v) } : p))
        }
      >
        <Select.Trigger
          data-testid={`plan-diff-${side}`}
          className="w-36"
          aria-label={label}
        >
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {versions.map((v) => (
            <Select.Item key={v.version} value={String(v.version)}>
              {t("uucRewards.system.version", { version: v.version })}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )

  return (
    <Container className="flex flex-col gap-4">
      <Heading level="h3">{t("uucRewards.system.history")}</Heading>
      <RecordTable
        columns={[
          {
            label: t("uucRewards.system.versionNo"),
            cell: (v) => (
              <>
                {v.version}{" "}
                {v.version === newest && (
                  <Badge size="2xsmall" color="green">
                    {t("uucRewards.system.current")}
                  </Badge>
                )}
              </>
            ),
          },
          {
            label: t("uucRewards.common.time"),
            cell: (v) => formatTime(v.created_at, i18n.language),
          },
          {
            label: t("uucRewards.system.createdBy"),
            cell: (v) => v.created_by ?? "—",
          },
        ]}
        rows={versions}
        rowKey={(v) => v.version}
        onRowClick={(v) => onOpen(v.version)}
        rowTestId="plan-version-row"
      />
      <Heading level="h3">{t("uucRewards.system.diff")}</Heading>
      <div className="flex flex-wrap gap-4">
        {pick("a", t("uucRewards.system.diffFrom"))}
        {pick("b", t("uucRewards.system.diffTo"))}
      </div>
      {changes === null ? (
        <Text size="small">{t("uucRewards.common.loading")}</Text>
      ) : changes.length === 0 ? (
        <Text
          size="small"
          className="text-ui-fg-subtle"
          data-testid="plan-diff-none"
        >
          {t("uucRewards.system.noDiff")}
        </Text>
      ) : (
        <Table data-testid="plan-diff">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("uucRewards.system.key")}</Table.HeaderCell>
              <Table.HeaderCell />
              <Table.HeaderCell>
                {t("uucRewards.system.before")}
              </Table.HeaderCell>
              <Table.HeaderCell>
                {t("uucRewards.system.after")}
              </Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changes.map((c) => (
              <Table.Row key={c.path} data-testid="plan-diff-row">
                <Table.Cell className="font-mono text-xs">{c.path}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={KIND_COLOR[c.kind]}>
                    {t(`uucRewards.system.change.${c.kind}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell className="text-ui-fg-subtle">
                  {c.before ?? "—"}
                </Table.Cell>
                <Table.Cell>{c.after ?? "—"}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}
