import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { AuditEntry, AuditLogEntry } from "../lib/types"
import { formatTime, RecordTable } from "@uuc/admin-kit"

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
/** A member's or staff member's rows, or the whole log's (these name the actor's email). */
type Row = AuditEntry & Partial<Pick<AuditLogEntry, "actor_email">>

export const AuditTable = ({ entries }: { entries: Row[] }) => {
  const { t, i18n } = useTranslation()
  if (!entries.length)
    return (
      <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
        {t("uucMembers.audit.empty")}
      </Text>
    )
  return (
    <RecordTable
      columns={[
        {
          label: t("uucMembers.audit.when"),
          cell: (e) => formatTime(e.created_at, i18n.language),
        },
        {
          label: t("uucMembers.audit.who"),
          cell: (e) => (
            <>
              {e.actor}
              {e.actor_email && e.actor_email !== e.actor
                ? ` (${e.actor_email})`
                : ""}
            </>
          ),
        },
        {
          label: t("uucMembers.audit.what"),
          cell: (e) =>
            t(`uucMembers.audit.actions.${e.action}`, {
              defaultValue: e.action,
            }),
        },
        {
          label: t("uucMembers.audit.before"),
          className: "whitespace-normal",
          cell: (e) => describe(e.before),
        },
        {
          label: t("uucMembers.audit.after"),
          className: "whitespace-normal",
          cell: (e) => describe(e.after),
        },
      ]}
      rows={entries}
      rowKey={(e) => e.id}
      rowTestId="audit-row"
    />
  )
}
