import { adminI18n } from "@uuc/admin-kit/i18n"
import enUS from "./json/en-US.json"
import ptBR from "./json/pt-BR.json"
import zhCN from "./json/zh-CN.json"
// The ledger's sections on other plugins' pages: this module is part of every
// admin bundle Medusa builds (its translations), so registering here runs once
// when the dashboard loads the ledger's extensions.
import "../sections"

/** Merged into the dashboard's resources, under its language codes. */
export default adminI18n({ "en-US": enUS, "pt-BR": ptBR, "zh-CN": zhCN })
