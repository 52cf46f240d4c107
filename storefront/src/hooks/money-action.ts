import type { UseMutationResult } from "@tanstack/react-query"
import { useRef } from "react"
import { ActionKey } from "../lib/idempotency"

/**
 * Sends a money POST with the user action's Idempotency-Key: retrying the same
 * action (same body) reuses the key; success starts a new action.
 */
export function useMoneyAction<TBody, TAnswer>(
  mutation: UseMutationResult<TAnswer, unknown, { body: TBody; key: string }>
) {
  const key = useRef(new ActionKey())
  return {
    pending: mutation.isPending,
    send: (
      body: TBody,
      handlers: {
        onSuccess: (answer: TAnswer) => void
        onError: (e: unknown) => void
      }
    ) =>
      mutation.mutate(
        { body, key: key.current.for(body) },
        {
          onSuccess: (answer) => {
            key.current.done()
            handlers.onSuccess(answer)
          },
          onError: handlers.onError,
        }
      ),
  }
}
