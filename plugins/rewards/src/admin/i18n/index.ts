import { adminI18n } from "@uuc/admin-kit/i18n"
import enUS from "./json/en-US.json"
import ptBR from "./json/pt-BR.json"
import zhCN from "./json/zh-CN.json"
// A label and a one-line help per plan field, for /app/system.
import fieldsEnUS from "./json/plan-fields/en-US.json"
import fieldsPtBR from "./json/plan-fields/pt-BR.json"
import fieldsZhCN from "./json/plan-fields/zh-CN.json"

/** Merged into the dashboard's resources, under its language codes. */
export default adminI18n(
  { "en-US": enUS, "pt-BR": ptBR, "zh-CN": zhCN },
  {
    uucPlanFields: {
      "en-US": fieldsEnUS,
      "pt-BR": fieldsPtBR,
      "zh-CN": fieldsZhCN,
    },
  }
)
