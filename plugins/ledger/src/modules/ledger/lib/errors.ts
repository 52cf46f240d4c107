import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import "../messages"

/**
 * The ledger's user-facing errors. Codes are stable (clients translate them); the
 * en-US texts are registered in messages.ts. Refusals of a valid request are
 * NOT_ALLOWED (400), conflicts 409, unknown ids 404.
 */
export const refuse = (code: string, field?: string, message?: string) =>
  new AppError(MedusaError.Types.NOT_ALLOWED, code, field, message)

export const invalid = (code: string, field?: string, message?: string) =>
  new AppError(MedusaError.Types.INVALID_DATA, code, field, message)

export const notFound = (code: string) =>
  new AppError(MedusaError.Types.NOT_FOUND, code)

export const conflict = (code: string, field?: string) =>
  new AppError(MedusaError.Types.CONFLICT, code, field)

/** A bug in a caller (another plugin), not something a user caused. */
export const misuse = (detail: string) =>
  new MedusaError(MedusaError.Types.INVALID_ARGUMENT, `ledger: ${detail}`)
