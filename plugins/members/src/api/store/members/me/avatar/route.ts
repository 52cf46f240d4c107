import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import { imageTypeOf } from "../../../../../lib/image-type"
import { presentOwnMember } from "../../../../../lib/present"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import { impersonatorOf, memberIdOf } from "../../../../actors"
import { deleteOwnAvatar } from "./delete-own-avatar"
import type { UploadedFile } from "./upload"
import type { StoreMeAnswer } from "../../../../answers"

/**
 * Uploads the member's avatar (multipart field `file`, at most 2 MB, PNG, JPEG, GIF
 * or WebP by content) through Medusa's file module, sets its address and deletes
 * the file it replaces. Uploads are rate-limited per member, counted in PostgreSQL
 * with the lockouts (5 per 15 minutes, then 429 `too_many_attempts`).
 */
export async function POST(
  req: AuthenticatedMedusaRequest & { file?: UploadedFile },
  res: MedusaResponse
) {
  const id = memberIdOf(req)
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  await members.countAttempt([`avatar:${id}`])
  if (!req.file?.size)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "avatar_required",
      "file"
    )
  const type = imageTypeOf(req.file.buffer)
  if (!type)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "avatar_type_invalid",
      "file"
    )
  const before = await members.getMember(id)
  // Our own file name and type: nothing the client sent decides how it is served.
  const { result } = await uploadFilesWorkflow(req.scope).run({
    input: {
      files: [
        {
          filename: `avatar-${id}.${type.ext}`,
          mimeType: type.mime,
          content: req.file.buffer.toString("base64"),
          access: "public",
        },
      ],
    },
  })
  await members.updateMembers({ id, avatar_url: result[0].url })
  await deleteOwnAvatar(req.scope, before.avatar_url, id)
  res.json({
    member: await presentOwnMember(req.scope, id, {
      impersonated_by: impersonatorOf(req),
    }),
  } satisfies StoreMeAnswer)
}
