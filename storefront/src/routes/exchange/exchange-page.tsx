import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { SwapSection } from "./swap-section"
import { WithdrawSection } from "./withdraw-section"

const TABS = ["withdraw", "swap"] as const

/** `/exchange`: the cash-out (withdrawal) and the USDT ↔ UUC exchange, each with history. */
export default function ExchangePage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const index = Math.max(
    0,
    TABS.indexOf(params.get("tab") as (typeof TABS)[number])
  )
  return (
    <div data-testid="exchange">
      <TabGroup
        selectedIndex={index}
        onChange={(i) => setParams({ tab: TABS[i] }, { replace: true })}
      >
        <TabList className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1">
          {TABS.map((tab) => (
            <Tab
              key={tab}
              data-testid={`tab-${tab}`}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 focus:outline-none data-[focus]:ring-2 data-[focus]:ring-brand-600 data-[selected]:bg-white data-[selected]:text-brand-700 data-[selected]:shadow"
            >
              {t(`exchange.tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <WithdrawSection />
          </TabPanel>
          <TabPanel>
            <SwapSection />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  )
}
