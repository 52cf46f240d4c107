import { Module } from "@medusajs/framework/utils"
import MembersModuleService from "./service"

export const MEMBERS_MODULE = "members"

export default Module(MEMBERS_MODULE, { service: MembersModuleService })
