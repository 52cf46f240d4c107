import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { api } from "../lib/sdk"
import { getToken, setToken } from "../lib/session"
// The network's and the members plugin's answers, type-only (the build erases
// them): one declaration.
import type { StoreTeam, TreeAnswer, TreeNode } from "@uuc/network/network-api"
import type {
  AudioCaptchaChallenge,
  CaptchaChallenge,
  MemberSession,
  RegisterAnswer,
  StoreMe as Me,
  StoreMeAnswer,
} from "@uuc/members/members-api"

export type { Me }

export const memberKeys = {
  me: ["members", "me"] as const,
  captcha: ["members", "captcha"] as const,
  team: (page: number) => ["members", "team", page] as const,
  line: (root: string) => ["members", "team", "line", root] as const,
}

/** The member's token for a request (its 401 ends the session, see `api`). */
export const auth = () => ({ authorization: `Bearer ${getToken()}` })

/**
 * The captcha to answer: a picture, or (`setAudioMode(true)`) the non-visual one, a
 * code of beeps with its `audio` clip.
 */
export function useCaptcha() {
  const [audioMode, setAudioMode] = useState(false)
  const query = useQuery({
    queryKey: [...memberKeys.captcha, audioMode ? "audio" : "image"],
    queryFn: () =>
      api<CaptchaChallenge & Partial<AudioCaptchaChallenge>>(
        audioMode ? "/store/captcha/audio" : "/store/captcha"
      ),
    staleTime: 0,
    gcTime: 0,
  })
  return { ...query, audioMode, setAudioMode }
}

export function useMe(enabled = true) {
  return useQuery({
    queryKey: memberKeys.me,
    queryFn: () => api<StoreMeAnswer>("/store/members/me", { headers: auth() }),
    enabled,
    retry: false,
  })
}

export type RegisterInput = {
  username: string
  password: string
  password_confirm: string
  secondary_password: string
  secondary_password_confirm: string
  sponsor: string
  phone: string
  security_question: string
  security_answer: string
  captcha_id: string
  captcha_code: string
}

/** Registration logs the member in: the answer carries the session login would. */
export function useRegister() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: RegisterInput) =>
      api<RegisterAnswer>("/store/members/register", {
        method: "POST",
        body,
      }),
    onSuccess: ({ token }) => {
      setToken(token)
      void client.invalidateQueries({ queryKey: ["members"] })
    },
  })
}

export function useLogin() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: {
      username: string
      password: string
      captcha_id: string
      captcha_code: string
      /** Asked only of members with two-step verification on. */
      totp_code?: string
    }) => api<MemberSession>("/store/members/login", { method: "POST", body }),
    onSuccess: ({ token }) => {
      setToken(token)
      void client.invalidateQueries({ queryKey: ["members"] })
    },
  })
}

export type { TreeNode as TeamNode }

export function useTeam(page: number) {
  return useQuery({
    queryKey: memberKeys.team(page),
    queryFn: () =>
      api<StoreTeam>("/store/network/team", {
        headers: auth(),
        query: { limit: 20, offset: page * 20 },
      }),
    placeholderData: (previous) => previous,
    // Volumes move with other members' purchases: read them again on each visit.
    staleTime: 0,
  })
}

export function useTeamLine(root: string, enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.line(root),
    queryFn: () =>
      api<TreeAnswer>("/store/network/team/tree", {
        headers: auth(),
        query: { root },
      }),
    enabled,
    staleTime: 0,
  })
}
