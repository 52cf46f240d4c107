import { Module } from "@medusajs/framework/utils"
import PlanModuleService from "./service"

/** Container key `plan`: the ledger and the rewards engine read the plan by it. */
export const PLAN_MODULE = "plan"

export default Module(PLAN_MODULE, { service: PlanModuleService })
