import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { CONTENT_MODULE } from "../../../../modules/content"
import type ContentModuleService from "../../../../modules/content/service"

/** The notice with this id, or a 404 with the contract's code. */
export async function findNotice(scope: MedusaContainer, id: string) {
  const content = scope.resolve<ContentModuleService>(CONTENT_MODULE)
  const [notice] = await content.listNotices({ id })
  if (!notice)
    throw new AppError(MedusaError.Types.NOT_FOUND, "notice_not_found")
  return notice
}
