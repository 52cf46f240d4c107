import { Module } from "@medusajs/framework/utils"
import NetworkModuleService from "./service"

export const NETWORK_MODULE = "network"

export default Module(NETWORK_MODULE, { service: NetworkModuleService })
