import { ListBody as KitListBody } from "@uuc/admin-kit"
import type { ComponentProps } from "react"

/** The kit's list body (states and pager) with this plugin's texts. */
export const ListBody = (
  props: Omit<ComponentProps<typeof KitListBody>, "ns">
) => <KitListBody ns="uucRewards" {...props} />
