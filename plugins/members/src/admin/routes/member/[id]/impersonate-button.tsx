import { Button, Drawer, Label, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useImpersonate, useMemberSettings } from "../../../hooks/members"
import type { Impersonation } from "../../../lib/types"
import { errorMessage, formatClock, PasswordInput } from "@uuc/admin-kit"

/**
 * "Log in as member": asks the staff secondary password, then offers the storefront
 * link that opens a 30-minute session marked as staff's (a link, not a pop-up, so no
 * browser blocks it).
 */
export const ImpersonateButton = ({
  memberId,
  username,
}: {
  memberId: string
  username: string
}) => {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const [secret, setSecret] = useState("")
  const [session, setSession] = useState<Impersonation | null>(null)
  const impersonate = useImpersonate(memberId)
  const settings = useMemberSettings()
  const close = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setSecret("")
      setSession(null)
    }
  }

  return (
    <Drawer open={open} onOpenChange={close}>
      <Drawer.Trigger asChild>
        <Button
          size="small"
          variant="secondary"
          data-testid="member-impersonate"
        >
          {t("uucMembers.impersonate.button")}
        </Button>
      </Drawer.Trigger>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>
            {t("uucMembers.impersonate.title", { username })}
          </Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-4">
          {session ? (
            <>
              <Text size="small">
                {t("uucMembers.impersonate.ready", {
                  time: formatClock(session.expires_at, i18n.language),
                })}
              </Text>
              <Button asChild>
                <a
                  href={session.url}
                  target="_blank"
                  rel="noreferrer"
                  data-testid="member-impersonate-link"
                >
                  {t("uucMembers.impersonate.open")}
                </a>
              </Button>
            </>
          ) : (
            <form
              id="uuc-impersonate"
              className="flex flex-col gap-2"
              onSubmit={(e) => {
                e.preventDefault()
                impersonate.mutate(secret, {
                  onSuccess: (s) => setSession(s),
                  onError: (err) => toast.error(errorMessage(err)),
                })
              }}
            >
              <Text size="small" className="text-ui-fg-subtle">
                {t("uucMembers.impersonate.hint", {
                  storefront: settings.data?.storefront_url ?? "…",
                })}
              </Text>
              <Label size="small" htmlFor="uuc-impersonate-secret">
                {t("uucMembers.common.secondaryPassword")}
              </Label>
              <PasswordInput
                id="uuc-impersonate-secret"
                autoComplete="off"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
                data-testid="member-impersonate-secret"
              />
            </form>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button size="small" variant="secondary">
              {t("uucMembers.common.close")}
            </Button>
          </Drawer.Close>
          {!session && (
            <Button
              size="small"
              type="submit"
              form="uuc-impersonate"
              disabled={!secret}
              isLoading={impersonate.isPending}
              data-testid="member-impersonate-submit"
            >
              {t("uucMembers.impersonate.submit")}
            </Button>
          )}
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
