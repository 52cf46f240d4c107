/**
 * What other plugins import from the merchants plugin
 * (`@uuc/merchants/merchants-api`): the module key and the service's types. They
 * call the service through the container (`container.resolve<
 * MerchantsModuleService>(MERCHANTS_MODULE)`) and import the types type-only.
 */
import type { MerchantDirectory } from "@uuc/shop/shop-api"
import type MerchantsModuleService from "./modules/merchants/service"

export { MERCHANTS_MODULE } from "./modules/merchants"
export type {
  ApplicationRow,
  ApplicationStatus,
  default as MerchantsModuleService,
  MerchantRow,
} from "./modules/merchants/service"

// What the HTTP routes answer, for the storefront's hooks and the admin (type-only).
export type {
  AdminApplicationsAnswer,
  ApplicationAnswer,
  ApplicationDecision,
  ApplicationView,
  MerchantGoodsAnswer,
  MerchantOrdersAnswer,
  MerchantPage,
  MerchantStanding,
  UploadedFile,
  UploadsAnswer,
} from "./api/answers"

type Implements<T extends U, U> = T

/**
 * The shop reads merchant accounts through its own contract (it cannot depend on
 * this plugin, which depends on the shop): checked here, so a rename in this
 * service that would break the shop breaks this build.
 */
export type MerchantsForShop = Implements<
  MerchantsModuleService,
  MerchantDirectory
>
