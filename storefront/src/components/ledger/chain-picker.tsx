import { Radio, RadioGroup } from "@headlessui/react"
import { useTranslation } from "react-i18next"
import { CHAINS, type Chain } from "../../lib/money"

/** BEP20 or POLYGON, with the warning that a wrong chain loses the funds. */
export function ChainPicker({
  value,
  onChange,
  label,
}: {
  value: Chain
  onChange: (c: Chain) => void
  label: string
}) {
  const { t } = useTranslation()
  return (
    <div>
      <RadioGroup value={value} onChange={onChange} aria-label={label}>
        <p className="text-sm font-medium text-slate-700" aria-hidden="true">
          {label}
        </p>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {CHAINS.map((c) => (
            <Radio
              key={c}
              value={c}
              data-testid={`chain-${c}`}
              className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-center font-semibold text-slate-700 focus:outline-none data-[checked]:border-brand-600 data-[checked]:bg-brand-50 data-[checked]:text-brand-700 data-[focus]:ring-2 data-[focus]:ring-brand-600"
            >
              {c}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <p
        role="note"
        data-testid="chain-warning"
        className="mt-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
      >
        {t("wallet.wrongChainWarning", { chain: value })}
      </p>
    </div>
  )
}
