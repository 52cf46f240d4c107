export { postJson, type ApiError } from "./api"
export { errorMessage, translateServerError } from "./errors"
export {
  dayStart,
  FilterField,
  FilterSelect,
  OptionFilter,
  QueueFilters,
  SearchInput,
} from "./filters"
export { FormDrawer, type FormField } from "./form-drawer"
export {
  bcp47,
  formatAmount,
  formatMoney,
  formatTime,
  localeOf,
} from "./format"
export { adminI18n, LOCALES, type Locale, type Translations } from "./i18n"
export { newIdempotencyKey } from "./keys"
export { ListBody } from "./list-body"
export {
  FilterBar,
  PageHeader,
  RowActions,
  searchValue,
  selectValue,
  usePagedFilters,
  useQueue,
  type RowAction,
} from "./page"
export { Pager } from "./pager"
export {
  decisionColumn,
  RecordList,
  RecordTable,
  TableHead,
  type Column,
  type RecordColumn,
  type RowDecision,
} from "./record-table"
export { postOnce, sdk } from "./sdk"
export { useDebounced } from "./use-debounced"
