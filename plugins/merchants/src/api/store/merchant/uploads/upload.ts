import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import multer from "multer"
import { UPLOAD_MAX_FILES, VIDEO_MAX_BYTES } from "../../../../lib/media-type"

/** 413 `upload_too_large` on the `files` field. */
export function tooLarge() {
  const e = new AppError(
    MedusaError.Types.INVALID_DATA,
    "upload_too_large",
    "files"
  )
  e.httpStatus = 413
  return e
}

const files = multer({
  storage: multer.memoryStorage(),
  // the largest kind's limit per file; each kind's own is checked by content
  limits: { fileSize: VIDEO_MAX_BYTES, files: UPLOAD_MAX_FILES },
}).array("files", UPLOAD_MAX_FILES)

/** A request body never needs more than every file at the video limit, plus the parts' headers. */
const MAX_BODY = UPLOAD_MAX_FILES * VIDEO_MAX_BYTES + 1024 * 1024

export type UploadedFiles = { buffer: Buffer; size: number }[]

/**
 * Reads the multipart field `files` into memory. A body announced larger than
 * the limits is refused unread; a file over the limit is 413 `upload_too_large`,
 * more than 10 files 400 `upload_too_many_files`, anything else unreadable 400
 * `upload_required` (never a 500).
 */
export function merchantUpload(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY)
    return next(tooLarge())
  files(req, res, (err?: unknown) => {
    if (!err) return next()
    const { code, field } = err as { code?: string; field?: string }
    if (code === "LIMIT_FILE_SIZE") return next(tooLarge())
    // past `maxCount`, multer names the field it expected more of
    const tooMany =
      code === "LIMIT_FILE_COUNT" ||
      (code === "LIMIT_UNEXPECTED_FILE" && field === "files")
    next(
      new AppError(
        MedusaError.Types.INVALID_DATA,
        tooMany ? "upload_too_many_files" : "upload_required",
        "files"
      )
    )
  })
}
