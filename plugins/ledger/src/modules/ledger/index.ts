import { Module } from "@medusajs/framework/utils"
import chainSettingsLoader from "./loaders/chain-settings"
import LedgerModuleService from "./service"

export const LEDGER_MODULE = "ledger"

export default Module(LEDGER_MODULE, {
  service: LedgerModuleService,
  loaders: [chainSettingsLoader],
})
