import { Button, Container, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useUpdateMember } from "../../../hooks/members"
import type { AdminMemberDetail, MemberChange } from "../../../lib/types"
import {
  FilterField,
  FilterSelect,
  FormDrawer,
  SectionHeader,
} from "@uuc/admin-kit"
import { staffPasswordField } from "../../../components/staff-password-field"

const AUTO = "auto"
const LEVELS = ["0", "1", "2", "3", "4", "5"]
type Kind = "star_level" | "team_level"

/** "auto" (un-pinned) or the pinned level, as the select shows it. */
const shown = (level: number, pinned: boolean) =>
  pinned ? String(level) : AUTO

/** Pins a star or team level, or returns it to the automatic value. */
export const LevelsSection = ({ detail }: { detail: AdminMemberDetail }) => {
  const { t } = useTranslation()
  const n = detail.member.network
  const update = useUpdateMember(detail.member.id)
  const initial = {
    star_level: shown(n.star_level, n.star_level_pinned),
    team_level: shown(n.team_level, n.team_level_pinned),
  }
  const [values, setValues] = useState(initial)
  // "Save" asks the staff secondary password in its own drawer.
  const [confirming, setConfirming] = useState(false)
  useEffect(
    () => setValues(initial),
    // Reset when the saved values change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [initial.star_level, initial.team_level]
  )
  const changes: MemberChange = {}
  const changed = (["star_level", "team_level"] as Kind[]).filter(
    (k) => values[k] !== initial[k]
  )
  for (const k of changed)
    changes[k] = values[k] === AUTO ? null : Number(values[k])

  const options = (kind: Kind) => [
    {
      value: AUTO,
      label: t("uucMembers.levels.auto", {
        level: kind === "star_level" ? n.star_level : `V${n.team_level}`,
      }),
    },
    ...LEVELS.map((l) => ({
      value: l,
      label:
        kind === "star_level"
          ? t("uucMembers.levels.pinnedStar", { level: l })
          : t("uucMembers.levels.pinnedTeam", { level: l }),
    })),
  ]

  return (
    <Container className="divide-y p-0">
      <SectionHeader
        title={t("uucMembers.levels.title")}
        hint={t("uucMembers.levels.hint")}
      />
      <div className="flex flex-wrap items-end gap-4 px-6 py-4">
        {(["star_level", "team_level"] as Kind[]).map((kind) => (
          <FilterField key={kind} label={t(`uucMembers.levels.${kind}`)}>
            <FilterSelect
              value={values[kind]}
              onChange={(v) => setValues({ ...values, [kind]: v })}
              options={options(kind)}
              testId={`member-${kind}`}
              label={t(`uucMembers.levels.${kind}`)}
            />
          </FilterField>
        ))}
        <Button
          size="small"
          disabled={!changed.length}
          onClick={() => setConfirming(true)}
          data-testid="member-levels-save"
        >
          {t("uucMembers.common.save")}
        </Button>
        {!changed.length && (
          <Text size="small" className="text-ui-fg-subtle">
            {t("uucMembers.levels.unchanged")}
          </Text>
        )}
        <FormDrawer
          ns="uucMembers"
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t("uucMembers.levels.confirmTitle", {
            username: detail.member.username,
          })}
          summary={
            <ul className="list-disc ps-5" data-testid="member-levels-changes">
              {changed.map((kind) => (
                <li key={kind}>
                  {t(`uucMembers.levels.${kind}`)}:{" "}
                  {options(kind).find((o) => o.value === values[kind])?.label}
                </li>
              ))}
            </ul>
          }
          fields={[staffPasswordField(t)]}
          submitLabel={t("uucMembers.common.save")}
          submitTestId="member-levels-submit"
          onSubmit={async ({ secondary_password }) => {
            await update.mutateAsync({ ...changes, secondary_password })
            toast.success(t("uucMembers.levels.saved"))
          }}
        />
      </div>
    </Container>
  )
}
