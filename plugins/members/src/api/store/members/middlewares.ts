import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedBody, validatedQuery } from "@uuc/http"
import { notUnderImpersonation, stepUp } from "@uuc/errors"
import { member } from "../../utils/middleware-helpers"
import { avatarUpload } from "./me/avatar/upload"
import {
  StoreChangePassword,
  StoreLogin,
  StorePasswordReset,
  StoreRegister,
  StoreSecurityQuestionQuery,
  StoreTotpConfirm,
  StoreTotpDisable,
  StoreTotpStart,
  StoreUpdateMe,
  StoreWalletProof,
} from "./validators"

export const storeMemberRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/members/register",
    methods: ["POST"],
    middlewares: [validatedBody(StoreRegister)],
  },
  {
    matcher: "/store/members/login",
    methods: ["POST"],
    middlewares: [validatedBody(StoreLogin)],
  },
  {
    matcher: "/store/members/password-reset",
    methods: ["POST"],
    middlewares: [validatedBody(StorePasswordReset)],
  },
  {
    matcher: "/store/members/me",
    methods: ["GET"],
    middlewares: [member],
  },
  {
    matcher: "/store/members/me",
    methods: ["POST"],
    middlewares: [
      member,
      validatedBody(StoreUpdateMe),
      // the payout wallet: the secondary password, never under impersonation
      stepUp({
        actor: "member",
        idempotency: false,
        password: (body) => "wallet_address" in body,
      }),
    ],
  },
  {
    // proving the payout wallet is the member's own act, never staff's
    matcher: "/store/members/me/wallet-proof/challenge",
    methods: ["POST"],
    middlewares: [member, notUnderImpersonation()],
  },
  {
    matcher: "/store/members/me/wallet-proof",
    methods: ["POST"],
    middlewares: [
      member,
      notUnderImpersonation(),
      validatedBody(StoreWalletProof),
    ],
  },
  {
    // authenticator codes: the member's own security setting, never staff's;
    // starting and turning off ask the secondary password
    matcher: "/store/members/me/totp",
    methods: ["POST"],
    middlewares: [
      member,
      validatedBody(StoreTotpStart),
      stepUp({ actor: "member", idempotency: false }),
    ],
  },
  {
    matcher: "/store/members/me/totp/confirm",
    methods: ["POST"],
    middlewares: [
      member,
      notUnderImpersonation(),
      validatedBody(StoreTotpConfirm),
    ],
  },
  {
    matcher: "/store/members/me/totp/disable",
    methods: ["POST"],
    middlewares: [
      member,
      validatedBody(StoreTotpDisable),
      stepUp({ actor: "member", idempotency: false }),
    ],
  },
  {
    matcher: "/store/members/me/impersonation/end",
    methods: ["POST"],
    middlewares: [member],
  },
  {
    matcher: "/store/members/me/avatar",
    methods: ["POST"],
    middlewares: [member, avatarUpload],
  },
  {
    matcher: "/store/members/me/password",
    methods: ["POST"],
    middlewares: [
      member,
      notUnderImpersonation(),
      validatedBody(StoreChangePassword),
    ],
  },
  {
    // Public (the forgot-password screen); a member's token, if any, is optional.
    matcher: "/store/members/me/security-question",
    methods: ["GET"],
    middlewares: [validatedQuery(StoreSecurityQuestionQuery)],
  },
]
