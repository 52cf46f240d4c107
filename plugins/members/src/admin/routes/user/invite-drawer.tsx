import { Button, Drawer, Input, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { HttpTypes } from "@medusajs/framework/types"
import { useInviteStaff } from "../../hooks/staff"
import { FieldInput } from "./field-input"
import { errorMessage } from "@uuc/admin-kit"

type Field = "email" | "secondary_password"

/**
 * Invites a staff member by email. Medusa's own invite screen sends no secondary
 * password, so the route refuses it there; this one asks for it. On success it
 * shows the invitation link to pass on (no email is sent by this platform).
 */
export const InviteDrawer = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation()
  const invite = useInviteStaff()
  const [form, setForm] = useState({ email: "", secondary_password: "" })
  const [error, setError] = useState<{
    field?: string
    message: string
  } | null>(null)
  const [sent, setSent] = useState<HttpTypes.AdminInvite | null>(null)

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setError(null)
    invite.mutate(form, {
      onSuccess: ({ invite }) => {
        setSent(invite)
        setForm({ email: "", secondary_password: "" })
      },
      onError: (err) => {
        const f = (err as { field?: string }).field
        setError({ field: f, message: errorMessage(err) })
      },
    })
  }

  const input = (field: Field, type: string) => (
    <FieldInput
      id={`uuc-invite-${field}`}
      label={t(`uucMembers.invite.fields.${field}`)}
      type={type}
      value={form[field]}
      required
      autoComplete={type === "password" ? "current-password" : "off"}
      error={error?.field === field ? error.message : undefined}
      errorTestId="invite-error"
      onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      data-testid={`invite-${field}`}
    />
  )

  const link = sent
    ? `${window.location.origin}/app/invite?token=${encodeURIComponent(sent.token)}`
    : ""

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>{t("uucMembers.invite.title")}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-4 overflow-y-auto">
          <Text size="small" className="text-ui-fg-subtle">
            {t("uucMembers.invite.hint")}
          </Text>
          <form
            id="uuc-invite-form"
            className="flex flex-col gap-4"
            onSubmit={submit}
          >
            {input("email", "email")}
            {input("secondary_password", "password")}
            {error && !error.field && (
              <Text
                size="small"
                className="text-ui-fg-error"
                data-testid="invite-error"
              >
                {error.message}
              </Text>
            )}
          </form>
          {sent && (
            <div
              className="flex flex-col gap-2 rounded-md border p-3"
              data-testid="invite-sent"
            >
              <Text size="small" weight="plus">
                {t("uucMembers.invite.sent", { email: sent.email })}
              </Text>
              <Text size="small" className="text-ui-fg-subtle">
                {t("uucMembers.invite.linkHint")}
              </Text>
              <Input readOnly value={link} data-testid="invite-link" />
            </div>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button size="small" variant="secondary">
              {t(sent ? "uucMembers.invite.done" : "uucMembers.common.cancel")}
            </Button>
          </Drawer.Close>
          <Button
            size="small"
            type="submit"
            form="uuc-invite-form"
            isLoading={invite.isPending}
            data-testid="invite-send"
          >
            {t("uucMembers.invite.send")}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
