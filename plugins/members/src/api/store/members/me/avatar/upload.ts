import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import multer from "multer"

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

const single = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES, files: 1 },
}).single("file")

export type UploadedFile = { buffer: Buffer; size: number }

/** Reads one multipart file field `file` into memory; too large is a 400, not a 500. */
export function avatarUpload(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  single(req, res, (err?: unknown) => {
    if (!err) return next()
    const code = (err as { code?: string }).code
    next(
      new AppError(
        MedusaError.Types.INVALID_DATA,
        code === "LIMIT_FILE_SIZE" ? "avatar_too_large" : "avatar_required",
        "file"
      )
    )
  })
}
