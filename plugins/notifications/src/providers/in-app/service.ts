import type {
  ProviderSendNotificationDTO,
  ProviderSendNotificationResultsDTO,
} from "@medusajs/framework/types"
import { AbstractNotificationProviderService } from "@medusajs/framework/utils"

/**
 * The members' in-app channel: the Notification Module's own row is the inbox
 * entry (receiver, kind, params, link), so sending delivers it already. The read
 * marks live in this plugin's module; title and body are rendered when read, in
 * the reader's language.
 */
export default class InAppNotificationService extends AbstractNotificationProviderService {
  static identifier = "in-app"

  async send(
    notification: ProviderSendNotificationDTO
  ): Promise<ProviderSendNotificationResultsDTO> {
    return { id: `in-app:${notification.to}` }
  }
}
