/**
 * The chain side of the ledger (`@uuc/ledger/chains`): configuration from the
 * environment, deposit address derivation and the watcher's pass (the scheduled
 * job calls it; tests call it directly).
 */
export {
  ChainSettingsError,
  chainConfigs,
  depositKey,
  depositsConfigured,
  readChainSettings,
} from "./config"
export { deriveAddress } from "./derive"
export { scanChain, watchChains, type ScanResult } from "./watch"
export { memberDepositAddress } from "./addresses"
