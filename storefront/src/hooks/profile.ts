import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../lib/sdk"
import { setToken } from "../lib/session"
import type {
  Done,
  PasswordChanged,
  SecurityQuestion,
  StoreMeAnswer,
  WalletChallenge,
} from "@uuc/members/members-api"
import { auth, memberKeys } from "./members"

export type ProfileInput = {
  nickname?: string
  phone?: string
  wallet_address?: string | null
  /** Needed with a new wallet address. */
  secondary_password?: string
  /** And the authenticator code, with two-step verification on. */
  totp_code?: string
}

/** Saves nickname, phone or wallet address; the answer replaces the cached member. */
export function useUpdateProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ProfileInput) =>
      api<StoreMeAnswer>("/store/members/me", {
        method: "POST",
        body,
        headers: auth(),
      }),
    onSuccess: ({ member }) => client.setQueryData(memberKeys.me, { member }),
  })
}

/** The browser wallet of EIP-1193 (MetaMask and others inject it), if any. */
type Eip1193 = {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}
export const browserWallet = (): Eip1193 | null =>
  (globalThis as { ethereum?: Eip1193 }).ethereum ?? null

/**
 * Proves the payout wallet: a one-time challenge from the server, signed by the
 * browser wallet (EIP-191 personal_sign) with the member's wallet address, then
 * checked by the server, whose answer replaces the cached member.
 */
export function useProveWallet() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (address: string) => {
      const wallet = browserWallet()
      if (!wallet) throw new Error("no browser wallet")
      await wallet.request({ method: "eth_requestAccounts" })
      const { message } = await api<WalletChallenge>(
        "/store/members/me/wallet-proof/challenge",
        { method: "POST", body: {}, headers: auth() }
      )
      const signature = (await wallet.request({
        method: "personal_sign",
        params: [message, address],
      })) as string
      return api<StoreMeAnswer>("/store/members/me/wallet-proof", {
        method: "POST",
        body: { address, signature },
        headers: auth(),
      })
    },
    onSuccess: ({ member }) => client.setQueryData(memberKeys.me, { member }),
  })
}

export function useUploadAvatar() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append("file", file)
      return api<StoreMeAnswer>("/store/members/me/avatar", {
        method: "POST",
        body: form,
        headers: auth(),
      })
    },
    onSuccess: ({ member }) => client.setQueryData(memberKeys.me, { member }),
  })
}

export type PasswordChange = {
  kind: "login" | "secondary"
  old: string
  password: string
  password_confirm: string
}

/**
 * Changes the login or the secondary password. A new login password ends every
 * session but this one: the answer's new token replaces the old at once.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) =>
      api<PasswordChanged>("/store/members/me/password", {
        method: "POST",
        body,
        headers: auth(),
      }),
    onSuccess: ({ token }) => {
      if (token) setToken(token)
    },
  })
}

/** Forgotten password, step one: the member's security question by username. */
export function useSecurityQuestion() {
  return useMutation({
    mutationFn: (username: string) =>
      api<SecurityQuestion>("/store/members/me/security-question", {
        query: { username },
      }),
  })
}

export type PasswordReset = {
  username: string
  security_answer: string
  password: string
  password_confirm: string
  captcha_id: string
  captcha_code: string
}

/** Forgotten password, step two: the answer sets a new login password. */
export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordReset) =>
      api<Done>("/store/members/password-reset", {
        method: "POST",
        body,
      }),
  })
}
