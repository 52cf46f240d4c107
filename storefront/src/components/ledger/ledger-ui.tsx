import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { asFailure } from "../../lib/api-error"
import { formatAmount, symbolOf } from "../../lib/money"
import { EmptyState, ErrorState, Skeleton } from "../status"

/** An API failure or a client-side code in the member's language (ledger codes first). */
export function useLedgerErrorText() {
  const { t } = useTranslation()
  return (e: unknown, params: Record<string, unknown> = {}) => {
    const f = typeof e === "string" ? { code: e } : asFailure(e)
    // The server's code for an empty amount is quantity_required ("Quantity cannot
    // be empty"); under an Amount field the member reads "Please enter an amount".
    const code =
      f.code === "quantity_required" && "field" in f && f.field === "amount"
        ? "amount_required"
        : f.code
    const fallback =
      code &&
      t(`errors.${code}`, {
        defaultValue: f.message ?? t("errors.unknown_error"),
      })
    return code
      ? t(`ledgerErrors.${code}`, { ...params, defaultValue: fallback })
      : t("errors.unknown_error")
  }
}

/** An amount with its asset's symbol, in the member's locale. */
export function Amount({
  value,
  asset,
  signed = false,
  className = "",
}: {
  value: string
  asset: string
  signed?: boolean
  className?: string
}) {
  const { t, i18n } = useTranslation()
  return (
    <span className={`tabular-nums ${className}`}>
      {formatAmount(value, i18n.language, symbolOf(asset, t("wallet.points")), {
        signed,
      })}
    </span>
  )
}

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
/** A select, or an input that never shows a field error (the shop's forms). */
export const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
export const primaryButton =
  "rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
export const secondaryButton =
  "rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
export const card = "rounded-xl bg-white p-4 ring-1 ring-slate-200"

/** Label/value rows (confirmations and receipts); values wrap, never cut. */
export function Rows({
  rows,
}: {
  rows: { label: string; value: ReactNode; testId?: string }[]
}) {
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map((r) => (
        <div
          key={r.label}
          className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3"
        >
          <dt className="text-sm text-slate-500 sm:w-36 sm:shrink-0">
            {r.label}
          </dt>
          <dd
            className="min-w-0 break-words font-medium"
            data-testid={r.testId}
          >
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The confirmation before money moves: what happens, and (`password`, after the
 * children) the secondary password. Focus is trapped and restored by Headless UI.
 */
export function ConfirmDialog({
  open,
  title,
  rows,
  warning,
  children,
  password,
  error,
  busy,
  confirmLabel,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  rows: { label: string; value: ReactNode; testId?: string }[]
  warning?: string
  children?: ReactNode
  password?: ComponentProps<typeof SecondaryPasswordField>
  error?: string
  busy: boolean
  confirmLabel: string
  /** The confirmation cannot go ahead (e.g. the balance does not cover it). */
  confirmDisabled?: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto sm:items-center sm:p-4">
        <DialogPanel
          data-testid="confirm-dialog"
          className="w-full max-w-md rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl"
        >
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <form
            className="mt-3 space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              if (!confirmDisabled) onConfirm()
            }}
          >
            <Rows rows={rows} />
            {warning && (
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                {warning}
              </p>
            )}
            {children}
            {password && <SecondaryPasswordField {...password} />}
            {error && (
              <p
                role="alert"
                className="text-sm text-red-700"
                data-testid="confirm-error"
              >
                {error}
              </p>
            )}
            <div className="flex gap-3">
              <button
                type="button"
                onClick={onClose}
                disabled={busy}
                className={`flex-1 ${secondaryButton}`}
              >
                {t("wallet.cancel")}
              </button>
              <button
                type="submit"
                disabled={busy || confirmDisabled}
                className={`flex-1 ${primaryButton}`}
                data-testid="confirm-submit"
              >
                {busy ? t("wallet.sending") : confirmLabel}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** The secondary password inside a confirmation. */
function SecondaryPasswordField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (v: string) => void
  error?: string
}) {
  const { t } = useTranslation()
  return (
    <div>
      <label
        htmlFor="secondary_password"
        className="block text-sm font-medium text-slate-700"
      >
        {t("wallet.secondaryPassword")}
      </label>
      <input
        id="secondary_password"
        type="password"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? "secondary_password-error" : undefined}
        className={inputClass}
        data-autofocus
      />
      {error && (
        <p
          id="secondary_password-error"
          role="alert"
          className="mt-1 text-sm text-red-700"
          data-testid="error-secondary_password"
        >
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A receipt after money moved, with the new balance. It comes into view when it
 * appears: on a phone the form or card that was used is often far below it, which
 * left the receipt off-screen (/star). Done again a frame later, after a closing
 * dialog has given focus back to the button that opened it.
 */
export function Receipt({
  title,
  rows,
  onClose,
}: {
  title: string
  rows: { label: string; value: ReactNode; testId?: string }[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const show = () => ref.current?.scrollIntoView({ block: "nearest" })
    show()
    const frame = requestAnimationFrame(show)
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <section
      ref={ref}
      data-testid="receipt"
      aria-live="polite"
      className="scroll-my-4 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
    >
      <h3 className="font-semibold text-emerald-900">{title}</h3>
      <Rows rows={rows} />
      <button
        type="button"
        onClick={onClose}
        className={`mt-2 ${secondaryButton}`}
      >
        {t("wallet.done")}
      </button>
    </section>
  )
}

type ListQuery = {
  isLoading: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/** A history list: skeleton, error with retry, empty state, items, pages. */
export function PagedList<T>({
  query,
  items,
  count,
  pageSize,
  page,
  onPage,
  empty,
  loadError,
  render,
  testId,
}: {
  query: ListQuery
  items: T[] | undefined
  count: number
  pageSize: number
  page: number
  onPage: (n: number) => void
  empty: string
  loadError: string
  render: (item: T) => ReactNode
  testId: string
}) {
  const { t } = useTranslation()
  if (query.isLoading) return <Skeleton lines={3} />
  if (query.isError)
    return (
      <ErrorState message={loadError} onRetry={() => void query.refetch()} />
    )
  if (!items?.length) return <EmptyState message={empty} />
  const pages = Math.max(1, Math.ceil(count / pageSize))
  return (
    <div>
      <ul
        data-testid={testId}
        aria-busy={query.isFetching}
        className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200"
      >
        {items.map(render)}
      </ul>
      {pages > 1 && (
        <nav
          aria-label={t("wallet.pages")}
          className="mt-3 flex items-center justify-between gap-3"
        >
          <button
            type="button"
            disabled={page === 0}
            onClick={() => onPage(page - 1)}
            className={secondaryButton}
          >
            {t("wallet.previous")}
          </button>
          <span className="text-sm text-slate-600">
            {t("wallet.pageOf", { page: page + 1, pages })}
          </span>
          <button
            type="button"
            disabled={page + 1 >= pages}
            onClick={() => onPage(page + 1)}
            className={secondaryButton}
          >
            {t("wallet.next")}
          </button>
        </nav>
      )}
    </div>
  )
}

/** A status as a coloured badge. */
export function StatusBadge({
  tone,
  children,
}: {
  tone: "wait" | "ok" | "bad"
  children: ReactNode
}) {
  const style = {
    wait: "bg-amber-100 text-amber-900",
    ok: "bg-emerald-100 text-emerald-900",
    bad: "bg-red-100 text-red-900",
  }[tone]
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${style}`}
    >
      {children}
    </span>
  )
}
