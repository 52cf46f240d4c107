export { formatMoney, formatTime, localeOf } from "@uuc/admin-kit/format"
