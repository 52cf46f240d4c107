import { MedusaService } from "@medusajs/framework/utils"
import { GuideEntry } from "./models/guide-entry"
import { Notice } from "./models/notice"

/** CRUD for notices and guide entries; the business rules live in the workflows. */
export default class ContentModuleService extends MedusaService({
  Notice,
  GuideEntry,
}) {}
