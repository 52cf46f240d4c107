import { Button, Container, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useUpdateMember } from "../../../hooks/members"
import type { AdminMemberDetail, MemberChange } from "../../../lib/types"
import {
  errorMessage,
  FilterField,
  FilterSelect,
  SectionHeader,
} from "@uuc/admin-kit"

const AUTO = "auto"
const LEVELS = ["0", "1", "2", "3", "4", "5"]
type Kind = "star_level" | "team_level"

/** "auto" (un-pinned) or the pinned level, as the select shows it. */
const shown = (level: number, pinned: boolean) =>
  pinned ? String(level) : AUTO

/** Pins a star or team level, or returns it to the automatic value. */
export const LevelsSection = ({
  detail,
  password,
}: {
  detail: AdminMemberDetail
  password: string
}) => {
  const { t } = useTranslation()
  const n = detail.member.network
  const update = useUpdateMember(detail.member.id)
  const initial = {
    star_level: shown(n.star_level, n.star_level_pinned),
    team_level: shown(n.team_level, n.team_level_pinned),
  }
  const [values, setValues] = useState(initial)
  useEffect(
    () => setValues(initial),
    // Reset when the saved values change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [initial.star_level, initial.team_level]
  )
  const changes: MemberChange = {}
  for (const k of ["star_level", "team_level"] as Kind[])
    if (values[k] !== initial[k])
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
          disabled={!Object.keys(changes).length || !password}
          isLoading={update.isPending}
          onClick={() =>
            update.mutate(
              { ...changes, secondary_password: password },
              {
                onSuccess: () => toast.success(t("uucMembers.levels.saved")),
                onError: (e) => toast.error(errorMessage(e)),
              }
            )
          }
          data-testid="member-levels-save"
        >
          {t("uucMembers.common.save")}
        </Button>
      </div>
    </Container>
  )
}
