import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../lib/sdk"
import type {
  TotpDisabled,
  TotpEnabled,
  TotpEnrolment,
} from "@uuc/members/members-api"
import { auth, memberKeys } from "./members"

// Two-step verification (authenticator codes) on `/info`: start with the
// secondary password, confirm with the app's code, turn off with a code and the
// secondary password. Each changes what the profile says (`totp_enabled`).

/** Starts the set-up: the secret and its otpauth URI for the QR code. */
export function useStartTotp() {
  return useMutation({
    mutationFn: (secondary_password: string) =>
      api<TotpEnrolment>("/store/members/me/totp", {
        method: "POST",
        body: { secondary_password },
        headers: auth(),
      }),
  })
}

/** Confirms the set-up with a code from the app: the recovery codes, shown once. */
export function useConfirmTotp() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (code: string) =>
      api<TotpEnabled>("/store/members/me/totp/confirm", {
        method: "POST",
        body: { code },
        headers: auth(),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.me }),
  })
}

/** Turns two-step verification off. */
export function useDisableTotp() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { code: string; secondary_password: string }) =>
      api<TotpDisabled>("/store/members/me/totp/disable", {
        method: "POST",
        body,
        headers: auth(),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.me }),
  })
}
