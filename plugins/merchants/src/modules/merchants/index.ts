import { Module } from "@medusajs/framework/utils"
import MerchantsModuleService from "./service"

/** Container key `merchants`: applications and merchant accounts. */
export const MERCHANTS_MODULE = "merchants"

export default Module(MERCHANTS_MODULE, { service: MerchantsModuleService })
