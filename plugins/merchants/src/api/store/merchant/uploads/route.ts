import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { randomBytes } from "crypto"
import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import { merchantIdOf } from "../../../../lib/merchant-guard"
import { mediaTypeOf } from "../../../../lib/media-type"
import type { UploadsAnswer } from "../../../answers"
import { tooLarge, type UploadedFiles } from "./upload"

/**
 * POST /store/merchant/uploads (multipart, field `files`, up to 10): pictures (JPEG,
 * PNG, WebP, GIF, at most 5 MB each) and videos (MP4, WebM, at most 50 MB) for the
 * merchant's goods, told by their content. Every file is checked before any is
 * stored; then they go through Medusa's file module (local `/static` by default,
 * S3 when configured) under our own names and types → 201 `{ files: [{ id, url }] }`.
 */
export async function POST(
  req: AuthenticatedMedusaRequest & { files?: UploadedFiles },
  res: MedusaResponse
) {
  const merchantId = merchantIdOf(res)
  const files = req.files ?? []
  if (!files.length || files.some((f) => !f.size))
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "upload_required",
      "files"
    )
  const typed = files.map((f) => {
    const type = mediaTypeOf(f.buffer)
    if (!type)
      throw new AppError(
        MedusaError.Types.INVALID_DATA,
        "upload_type_invalid",
        "files"
      )
    if (f.size > type.max) throw tooLarge()
    return { file: f, type }
  })
  // Nothing the client sent (name, Content-Type) decides how a file is served.
  const { result } = await uploadFilesWorkflow(req.scope).run({
    input: {
      // a random part: the local provider's millisecond prefix alone lets two
      // requests in the same millisecond overwrite each other's file
      files: typed.map(({ file, type }) => ({
        filename: `goods-${merchantId}-${randomBytes(6).toString("hex")}.${type.ext}`,
        mimeType: type.mime,
        content: file.buffer.toString("base64"),
        access: "public" as const,
      })),
    },
  })
  res.status(201).json({
    files: result.map((f) => ({ id: f.id, url: f.url })),
  } satisfies UploadsAnswer)
}
