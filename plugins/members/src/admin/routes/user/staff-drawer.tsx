import { Button, Drawer, Heading, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { AuditTable } from "../../components/audit-table"
import { useSaveStaff, useStaff } from "../../hooks/staff"
import type { StaffInput } from "../../lib/types"
import { FieldInput } from "./field-input"
import { errorMessage } from "@uuc/admin-kit"

type Form = Required<Omit<StaffInput, "nickname" | "phone">> & {
  nickname: string
  phone: string
}
const EMPTY: Form = {
  email: "",
  username: "",
  nickname: "",
  phone: "",
  password: "",
  secondary_password: "",
  actor_secondary_password: "",
  actor_password: "",
}
type Field = keyof Form

/** Strong as the server wants it: 10+ characters with letters and digits. */
const strong = (p: string) =>
  p.length >= 10 && /[A-Za-z]/.test(p) && /[0-9]/.test(p)

/**
 * Adds (`id` null) or edits a staff member. Passwords are never prefilled and never
 * defaulted; setting one takes the acting staff member's own secondary password.
 */
export const StaffDrawer = ({
  id,
  onClose,
}: {
  id: string | null
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const existing = useStaff(id)
  const save = useSaveStaff(id)
  const [form, setForm] = useState<Form>(EMPTY)
  const [error, setError] = useState<{
    field?: string
    message: string
  } | null>(null)
  useEffect(() => {
    const s = existing.data?.staff
    if (s)
      setForm({
        ...EMPTY,
        email: s.email,
        username: s.username ?? "",
        nickname: s.nickname ?? "",
        phone: s.phone ?? "",
      })
  }, [existing.data])

  const setsPassword = !!form.password || !!form.secondary_password
  const weak = (["password", "secondary_password"] as const).find(
    (k) => (form[k] || !id) && !strong(form[k])
  )

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (weak) {
      setError({ field: weak, message: t("uucMembers.staff.weak") })
      return
    }
    const body: StaffInput = {
      username: form.username,
      nickname: form.nickname || (id ? null : undefined),
      phone: form.phone || (id ? null : undefined),
      ...(id ? {} : { email: form.email }),
      ...(form.password ? { password: form.password } : {}),
      ...(form.secondary_password
        ? { secondary_password: form.secondary_password }
        : {}),
      ...(setsPassword
        ? { actor_secondary_password: form.actor_secondary_password }
        : {}),
      // One's own first secondary password: the login password instead.
      ...(setsPassword && form.actor_password
        ? { actor_password: form.actor_password }
        : {}),
    }
    save.mutate(body, {
      onSuccess: () => {
        toast.success(
          t(id ? "uucMembers.staff.saved" : "uucMembers.staff.added")
        )
        onClose()
      },
      onError: (err) => {
        const f = (err as { field?: string }).field
        setError({ field: f, message: errorMessage(err) })
      },
    })
  }

  const input = (field: Field, type = "text", disabled = false) => (
    <FieldInput
      id={`uuc-staff-${field}`}
      label={t(`uucMembers.staff.fields.${field}`)}
      type={type}
      value={form[field]}
      disabled={disabled}
      autoComplete={type === "password" ? "new-password" : "off"}
      error={error?.field === field ? error.message : undefined}
      onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      data-testid={`staff-${field}`}
    />
  )

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>
            {t(id ? "uucMembers.staff.editTitle" : "uucMembers.staff.addTitle")}
          </Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-4 overflow-y-auto">
          <form
            id="uuc-staff-form"
            className="flex flex-col gap-4"
            onSubmit={submit}
          >
            {input("email", "email", !!id)}
            {input("username")}
            {input("nickname")}
            {input("phone")}
            <Text size="small" className="text-ui-fg-subtle">
              {t(
                id
                  ? "uucMembers.staff.passwordsHintEdit"
                  : "uucMembers.staff.passwordsHint"
              )}
            </Text>
            {input("password", "password")}
            {input("secondary_password", "password")}
            {setsPassword && input("actor_secondary_password", "password")}
            {setsPassword && (
              <Text size="small" className="text-ui-fg-subtle">
                {t("uucMembers.staff.firstSecondaryHint")}
              </Text>
            )}
            {setsPassword && input("actor_password", "password")}
            {error && !error.field && (
              <Text size="small" className="text-ui-fg-error">
                {error.message}
              </Text>
            )}
          </form>
          {id && (
            <div className="flex flex-col gap-2">
              <Heading level="h3">{t("uucMembers.audit.title")}</Heading>
              <AuditTable entries={existing.data?.audit ?? []} />
            </div>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button size="small" variant="secondary">
              {t("uucMembers.common.cancel")}
            </Button>
          </Drawer.Close>
          <Button
            size="small"
            type="submit"
            form="uuc-staff-form"
            isLoading={save.isPending}
            data-testid="staff-save"
          >
            {t("uucMembers.common.save")}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
