import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import InAppNotificationService from "./service"

export default ModuleProvider(Modules.NOTIFICATION, {
  services: [InAppNotificationService],
})
