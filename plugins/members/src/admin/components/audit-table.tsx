import { Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { AuditEntry } from "../lib/types"
import { bcp47 } from "@uuc/admin-kit"

const LONG = 300
const text = (v: unknown) => {
  if (v === null || v === undefined) return "—"
  const s = typeof v === "object" ? JSON.stringify(v) : String(v)
  return s.length > LONG ? `${s.slice(0, LONG)}…` : s
}

/** `{ status: "normal" }` → `status: normal`; secrets never appear in audit rows. */
function describe(values: Record<string, unknown> | null) {
  if (!values || !Object.keys(values).length) return "—"
  return Object.entries(values)
    .map(([k, v]) => `${k}: ${text(v)}`)
    .join(", ")
}

/** Audit rows, newest first: when, who, what, before, after. */
export const AuditTable = ({ entries }: { entries: AuditEntry[] }) => {
  const { t, i18n } = useTranslation()
  if (!entries.length)
    return (
      <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
        {t("uucMembers.audit.empty")}
      </Text>
    )
  return (
    <Table>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t("uucMembers.audit.when")}</Table.HeaderCell>
          <Table.HeaderCell>{t("uucMembers.audit.who")}</Table.HeaderCell>
          <Table.HeaderCell>{t("uucMembers.audit.what")}</Table.HeaderCell>
          <Table.HeaderCell>{t("uucMembers.audit.before")}</Table.HeaderCell>
          <Table.HeaderCell>{t("uucMembers.audit.after")}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((e) => (
          <Table.Row key={e.id} data-testid="audit-row">
            <Table.Cell>
              {new Date(e.created_at).toLocaleString(bcp47(i18n.language))}
            </Table.Cell>
            <Table.Cell>
              {e.actor}
              {e.actor_email && e.actor_email !== e.actor
                ? ` (${e.actor_email})`
                : ""}
            </Table.Cell>
            <Table.Cell>
              {t(`uucMembers.audit.actions.${e.action}`, {
                defaultValue: e.action,
              })}
            </Table.Cell>
            <Table.Cell className="whitespace-normal">
              {describe(e.before)}
            </Table.Cell>
            <Table.Cell className="whitespace-normal">
              {describe(e.after)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
