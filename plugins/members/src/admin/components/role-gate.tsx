import { Container, Heading, Text } from "@medusajs/ui"
import { useEffect, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useStaffAccess } from "../hooks/access"
import { applyRoleMenu } from "../lib/role-menu"

/**
 * A page's content when the staff member's role opens `route` (`METHOD /admin/…`),
 * else a "not allowed for your role" state. Also filters the menu for the role.
 */
export const RoleGate = ({
  route,
  children,
}: {
  route: string
  children: ReactNode
}) => {
  const { t } = useTranslation()
  const { data } = useStaffAccess()
  useEffect(() => {
    if (data) applyRoleMenu(data)
  }, [data])
  if (!data) return <>{children}</>
  if (data.role === "owner" || data.routes.includes(route))
    return <>{children}</>
  return (
    <Container className="px-6 py-8" data-testid="role-forbidden">
      <Heading level="h2">{t("uucMembers.roles.forbiddenTitle")}</Heading>
      <Text className="text-ui-fg-subtle">
        {t("uucMembers.roles.forbidden", {
          role: t(`uucMembers.roles.${data.role ?? "none"}`),
        })}
      </Text>
    </Container>
  )
}
