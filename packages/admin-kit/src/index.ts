export { postJson, type ApiError, type GuardedStep } from "./api"
export { errorMessage, translateServerError } from "./errors"
export {
  DateFilter,
  dayRange,
  DayRange,
  dayStart,
  Field,
  FilterField,
  FilterSelect,
  MemberFilter,
  OptionFilter,
  QueueFilters,
  SearchFilter,
  SearchInput,
  SelectFilter,
} from "./filters"
export { FormDrawer, type FormField } from "./form-drawer"
export {
  formatAmount,
  formatClock,
  formatCountry,
  formatDate,
  formatMoney,
  formatNumber,
  formatTime,
} from "./format"
export { adminI18n, LOCALES, type Locale, type Translations } from "./i18n"
export { newIdempotencyKey } from "./keys"
export { ListBody, type ListQuery } from "./list-body"
export {
  MemberSections,
  memberSections,
  registerMemberSection,
  type MemberSection,
  type MemberSectionProps,
} from "./member-sections"
export {
  ExportButton,
  FilterBar,
  PageHeader,
  RowActions,
  searchValue,
  SectionHeader,
  selectValue,
  usePagedFilters,
  useQueue,
  type RowAction,
} from "./page"
export { Pager } from "./pager"
export { PasswordInput } from "./password-input"
export { QueueList } from "./queue-list"
export {
  decisionColumn,
  offeredWhile,
  RecordList,
  RecordTable,
  TableHead,
  type Column,
  type RecordColumn,
  type RowDecision,
} from "./record-table"
export { postOnce, sdk } from "./sdk"
export { translated } from "./translated"
export { useDebounced } from "./use-debounced"
