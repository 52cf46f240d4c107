import { Badge, Button, Select, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { staffKeys } from "../../hooks/staff"
import type { Staff, StaffAnswer, StaffRole } from "../../lib/types"
import { errorMessage, sdk, PasswordInput } from "@uuc/admin-kit"

const ROLES: StaffRole[] = ["owner", "finance", "support", "content"]

/**
 * A staff member's role, changeable by an owner (the only role this page opens)
 * with their own secondary password; the server audits it and keeps the last owner.
 */
export const RoleCell = ({ staff }: { staff: Staff }) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [role, setRole] = useState<StaffRole | null>(null)
  const [secret, setSecret] = useState("")
  const save = useMutation({
    mutationFn: (body: { role: StaffRole; actor_secondary_password: string }) =>
      sdk.client.fetch<StaffAnswer>(`/admin/staff/${staff.id}/role`, {
        method: "POST",
        body,
      }),
    onSuccess: () => {
      toast.success(t("uucMembers.roles.saved"))
      setRole(null)
      setSecret("")
      client.invalidateQueries({ queryKey: staffKeys.all })
    },
    onError: (e) => toast.error(errorMessage(e)),
  })
  if (!staff.role)
    return (
      <Badge size="2xsmall" color="orange">
        {t("uucMembers.roles.none")}
      </Badge>
    )
  return (
    <div className="flex items-center gap-2" data-testid="staff-role">
      <Select
        size="small"
        value={role ?? staff.role}
        onValueChange={(v) =>
          setRole(v === staff.role ? null : (v as StaffRole))
        }
      >
        <Select.Trigger
          className="w-32"
          data-testid="staff-role-select"
          aria-label={t("uucMembers.roles.label")}
        >
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {ROLES.map((r) => (
            <Select.Item key={r} value={r}>
              {t(`uucMembers.roles.${r}`)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
      {role && (
        <>
          <PasswordInput
            size="small"
            className="w-40"
            placeholder={t("uucMembers.roles.confirm")}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            data-testid="staff-role-secret"
          />
          <Button
            size="small"
            disabled={!secret || save.isPending}
            onClick={() =>
              save.mutate({ role, actor_secondary_password: secret })
            }
            data-testid="staff-role-save"
          >
            {t("uucMembers.common.save")}
          </Button>
        </>
      )}
    </div>
  )
}
