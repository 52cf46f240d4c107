import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import WalletProviderService from "./service"

export default ModuleProvider(Modules.PAYMENT, {
  services: [WalletProviderService],
})
