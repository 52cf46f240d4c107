import { adminI18n } from "@uuc/admin-kit/i18n"
import enUS from "./json/en-US.json"
import ptBR from "./json/pt-BR.json"
import zhCN from "./json/zh-CN.json"

/** Merged into the dashboard's resources, under its language codes. */
export default adminI18n({ "en-US": enUS, "pt-BR": ptBR, "zh-CN": zhCN })
