import { useQuery } from "@tanstack/react-query"
import { sdk } from "@uuc/admin-kit"
// The answers as the server declares them (type-only: the build erases them).
import type {
  AdminNotificationDeliveries,
  AdminNotificationDelivery,
} from "../../api/answers"

export type { AdminNotificationDelivery as Delivery }

export const deliveryKeys = { all: ["uuc-notification-deliveries"] as const }

export const useDeliveries = (query: {
  status?: string
  limit: number
  offset: number
}) =>
  useQuery({
    queryKey: [...deliveryKeys.all, query],
    queryFn: () =>
      sdk.client.fetch<AdminNotificationDeliveries>(
        "/admin/notification-deliveries",
        { query }
      ),
    placeholderData: (previous) => previous,
  })
