import type { FormField } from "@uuc/admin-kit"
import type { TFunction } from "i18next"

/**
 * The acting staff member's secondary password, asked in the drawer of the action
 * that needs it (freeze, level pins, refunds), never in a box elsewhere on the page.
 */
export const staffPasswordField = (t: TFunction): FormField => ({
  name: "secondary_password",
  label: t("uucMembers.common.secondaryPassword"),
  type: "password",
  id: "member-step-up-password",
})
