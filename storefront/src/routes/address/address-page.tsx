import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Field, focusField } from "../../components/field"
import { EmptyState, ErrorState, Skeleton } from "../../components/status"
import { toast } from "../../components/toast"
import {
  type Address,
  type AddressForm,
  toAddressForm,
  useAddresses,
  useDeleteAddress,
  useSaveAddress,
} from "../../hooks/addresses"
import { useRegion } from "../../hooks/shop"
import { asFailure, useErrorText } from "../../lib/api-error"
import { formatCountry } from "../../lib/format"
import { addressErrors, type FieldErrors, firstError } from "../../lib/validate"
import { FormAlert } from "../../components/form-alert"
import { DialogButtons } from "../../components/dialog-buttons"

type FieldSpec = {
  name: Exclude<keyof AddressForm, "country" | "state">
  server: string
  type?: string
  auto: string
  required?: boolean
  inputMode?: "numeric"
  /** The label's key under address.fields, when not the name's. */
  label?: string
}

const RECIPIENT: FieldSpec[] = [
  { name: "recipient", server: "first_name", auto: "name", required: true },
  {
    name: "contact",
    server: "phone",
    type: "tel",
    auto: "tel",
    required: true,
  },
]
const STREET: FieldSpec = {
  name: "address",
  server: "address_1",
  auto: "address-line1",
  required: true,
}
const CITY: FieldSpec = { name: "city", server: "city", auto: "address-level2" }
const POSTAL: FieldSpec = {
  name: "postal_code",
  server: "postal_code",
  auto: "postal-code",
}

/**
 * The form's text fields for a country: a Brazilian address as Brazilians write
 * it (CEP first, street, number, neighbourhood, city; the state beside), any
 * other with street, city and postal code (and its state or province).
 */
function fieldsFor(country: string): FieldSpec[] {
  if (country === "br")
    return [
      ...RECIPIENT,
      { ...POSTAL, inputMode: "numeric" },
      { ...STREET, label: "street" },
      {
        name: "number",
        server: "address_1",
        auto: "address-line2",
        inputMode: "numeric",
      },
      { name: "neighbourhood", server: "address_2", auto: "address-level3" },
      CITY,
    ]
  return [...RECIPIENT, { ...STREET, auto: "street-address" }, CITY, POSTAL]
}
const ALL_FIELDS = [...fieldsFor("br"), ...fieldsFor("")]

/** Brazil's states (UF), as the post writes them. */
const BR_STATES: [string, string][] = [
  ["AC", "Acre"],
  ["AL", "Alagoas"],
  ["AP", "Amapá"],
  ["AM", "Amazonas"],
  ["BA", "Bahia"],
  ["CE", "Ceará"],
  ["DF", "Distrito Federal"],
  ["ES", "Espírito Santo"],
  ["GO", "Goiás"],
  ["MA", "Maranhão"],
  ["MT", "Mato Grosso"],
  ["MS", "Mato Grosso do Sul"],
  ["MG", "Minas Gerais"],
  ["PA", "Pará"],
  ["PB", "Paraíba"],
  ["PR", "Paraná"],
  ["PE", "Pernambuco"],
  ["PI", "Piauí"],
  ["RJ", "Rio de Janeiro"],
  ["RN", "Rio Grande do Norte"],
  ["RS", "Rio Grande do Sul"],
  ["RO", "Rondônia"],
  ["RR", "Roraima"],
  ["SC", "Santa Catarina"],
  ["SP", "São Paulo"],
  ["SE", "Sergipe"],
  ["TO", "Tocantins"],
]

/** The languages spoken mostly in one country the shop may serve. */
const LANGUAGE_COUNTRY: Record<string, string> = {
  "pt-BR": "br",
  "zh-CN": "cn",
}

/**
 * The country a new address starts in: the shop's only one, else the country of
 * the member's language when the shop serves it (Brazil for pt-BR); else none.
 */
function startCountry(served: string[], language: string) {
  if (served.length === 1) return served[0]
  const own = LANGUAGE_COUNTRY[language]
  return own && served.includes(own) ? own : ""
}

/** The countries an address may name: the shop region's, and the one it names already. */
function useCountryChoices(current: string) {
  const { i18n } = useTranslation()
  const region = useRegion()
  const served = (region.data?.countries ?? []).map((c) =>
    c.iso_2.toLowerCase()
  )
  const codes =
    current && !served.includes(current) ? [...served, current] : served
  const choices = codes
    .map((code) => ({ code, name: formatCountry(code, i18n.language) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
  return { choices, served }
}

const sheet =
  "w-full max-w-md rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl max-h-[90vh] overflow-y-auto"

/** Add or edit one address, in a dialog (a bottom sheet on phones). */
function AddressDialog({
  editing,
  onClose,
}: {
  editing: Address | null | undefined
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const save = useSaveAddress()
  const open = editing !== undefined
  const [form, setForm] = useState<AddressForm>(() => toAddressForm(null))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [shownFor, setShownFor] = useState<Address | null | undefined>()
  const { choices, served } = useCountryChoices(form.country)

  // A new address or another one opened: start from its values (a new one in
  // the shop's country when it serves only one).
  if (open && shownFor !== editing) {
    setShownFor(editing)
    setForm(toAddressForm(editing ?? null, startCountry(served, i18n.language)))
    setErrors({})
    setFormError(undefined)
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setFormError(undefined)
    const found = addressErrors(form, { countryRequired: served.length > 0 })
    if (Object.keys(found).length) {
      setErrors(
        Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)]))
      )
      focusField(`address-${firstError(found)}`)
      return
    }
    setErrors({})
    save.mutate(
      { id: editing?.id ?? null, form },
      {
        onSuccess: () => {
          toast("success", t(editing ? "address.updated" : "address.added"))
          setShownFor(undefined)
          onClose()
        },
        onError: (err) => {
          const message = errorText(err)
          const server = asFailure(err).field
          const field =
            server === "country_code"
              ? "country"
              : server === "province"
                ? "state"
                : ALL_FIELDS.find((f) => f.server === server)?.name
          if (field) setErrors({ [field]: message })
          else setFormError(message)
          if (field) focusField(`address-${field}`)
          toast("error", message)
        },
      }
    )
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!save.isPending) {
          setShownFor(undefined)
          onClose()
        }
      }}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className={sheet} data-testid="address-dialog">
          <DialogTitle className="text-lg font-bold">
            {t(editing ? "address.editTitle" : "address.addTitle")}
          </DialogTitle>
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            <div>
              <label
                htmlFor="address-country"
                className="block text-sm font-medium text-slate-700"
              >
                {t("address.fields.country")}
              </label>
              <select
                id="address-country"
                name="country"
                autoComplete="country"
                value={form.country}
                onChange={(e) =>
                  setForm((x) => ({ ...x, country: e.target.value }))
                }
                required={served.length > 0}
                aria-invalid={!!errors.country}
                aria-describedby={
                  errors.country ? "address-country-error" : undefined
                }
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
                data-testid="address-country"
              >
                <option value="">{t("address.chooseCountry")}</option>
                {choices.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              {errors.country && (
                <p
                  id="address-country-error"
                  role="alert"
                  className="mt-1 text-sm text-red-700"
                  data-testid="error-address-country"
                >
                  {errors.country}
                </p>
              )}
            </div>
            {fieldsFor(form.country).map((f) => (
              <Field
                key={f.name}
                id={`address-${f.name}`}
                name={f.name}
                type={f.type ?? "text"}
                inputMode={f.inputMode}
                autoComplete={f.auto}
                label={t(`address.fields.${f.label ?? f.name}`)}
                value={form[f.name]}
                onChange={(e) =>
                  setForm((x) => ({ ...x, [f.name]: e.target.value }))
                }
                error={errors[f.name]}
                required={f.required}
              />
            ))}
            <div>
              <label
                htmlFor="address-state"
                className="block text-sm font-medium text-slate-700"
              >
                {t("address.fields.state")}
              </label>
              {form.country === "br" ? (
                <select
                  id="address-state"
                  name="state"
                  autoComplete="address-level1"
                  value={form.state}
                  onChange={(e) =>
                    setForm((x) => ({ ...x, state: e.target.value }))
                  }
                  aria-invalid={!!errors.state}
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
                  data-testid="address-state"
                >
                  <option value="">{t("address.chooseState")}</option>
                  {BR_STATES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {code} · {name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id="address-state"
                  name="state"
                  autoComplete="address-level1"
                  value={form.state}
                  onChange={(e) =>
                    setForm((x) => ({ ...x, state: e.target.value }))
                  }
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
                  data-testid="address-state"
                />
              )}
              {errors.state && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {errors.state}
                </p>
              )}
            </div>
            <FormAlert message={formError} />
            <DialogButtons
              cancel={t("address.cancel")}
              onCancel={() => {
                setShownFor(undefined)
                onClose()
              }}
              label={t("address.save")}
              busy={save.isPending}
              testId="address-save"
            />
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

function DeleteDialog({
  address,
  onClose,
}: {
  address: Address | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const remove = useDeleteAddress()
  return (
    <Dialog
      open={address !== null}
      onClose={() => !remove.isPending && onClose()}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className={sheet} data-testid="address-delete-dialog">
          <DialogTitle className="text-lg font-bold">
            {t("address.deleteTitle")}
          </DialogTitle>
          <p className="mt-2 text-sm break-words text-slate-700">
            {address?.first_name} · {address?.address_1}
          </p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              disabled={remove.isPending}
              className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
            >
              {t("address.cancel")}
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                address &&
                remove.mutate(address.id, {
                  onSuccess: () => {
                    toast("success", t("address.deleted"))
                    onClose()
                  },
                  onError: (err) => toast("error", errorText(err)),
                })
              }
              className="rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              data-testid="address-delete-confirm"
            >
              {remove.isPending ? t("common.loading") : t("address.delete")}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** `/address`: the member's delivery addresses (Medusa customer addresses). */
export default function AddressPage() {
  const { t, i18n } = useTranslation()
  const list = useAddresses()
  // undefined: closed; null: a new address; an address: editing it.
  const [editing, setEditing] = useState<Address | null | undefined>()
  const [deleting, setDeleting] = useState<Address | null>(null)

  const addButton = (
    <button
      type="button"
      onClick={() => setEditing(null)}
      className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white sm:w-auto"
      data-testid="address-add"
    >
      {t("address.add")}
    </button>
  )

  let body
  if (list.isLoading) body = <Skeleton lines={3} />
  else if (list.isError) {
    body =
      asFailure(list.error).status === 401 ? (
        <Skeleton lines={3} />
      ) : (
        <ErrorState
          message={t("address.loadError")}
          onRetry={() => void list.refetch()}
        />
      )
  } else if (!list.data?.addresses.length)
    body = <EmptyState message={t("address.empty")} />
  else
    body = (
      <ul className="space-y-3">
        {list.data.addresses.map((a) => (
          <li
            key={a.id}
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
            data-testid="address-item"
          >
            <p className="font-semibold break-words">{a.first_name}</p>
            <p className="text-sm text-slate-600" dir="ltr">
              {a.phone}
            </p>
            <p className="mt-1 text-sm break-words text-slate-800">
              {[
                a.address_1,
                a.address_2,
                a.city,
                a.province,
                a.postal_code,
                formatCountry(a.country_code, i18n.language),
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                onClick={() => setEditing(a)}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
                aria-label={t("address.editFor", { name: a.first_name })}
                data-testid="address-edit"
              >
                {t("address.edit")}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(a)}
                className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                aria-label={t("address.deleteFor", { name: a.first_name })}
                data-testid="address-delete"
              >
                {t("address.delete")}
              </button>
            </div>
          </li>
        ))}
      </ul>
    )

  return (
    <div className="mx-auto max-w-xl space-y-4" data-testid="address-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t("address.intro")}</p>
        {addButton}
      </div>
      {body}
      <AddressDialog editing={editing} onClose={() => setEditing(undefined)} />
      <DeleteDialog address={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}
