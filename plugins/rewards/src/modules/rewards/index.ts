import { Module } from "@medusajs/framework/utils"
import RewardsModuleService from "./service"

/** Container key `rewards`: the ledger asks it `isBorrowing(memberId)`. */
export const REWARDS_MODULE = "rewards"

export default Module(REWARDS_MODULE, { service: RewardsModuleService })
