import enUS from "./json/en-US.json"
import ptBR from "./json/pt-BR.json"
import zhCN from "./json/zh-CN.json"
// A label and a one-line help per plan field, for /app/system.
import fieldsEnUS from "./json/plan-fields/en-US.json"
import fieldsPtBR from "./json/plan-fields/pt-BR.json"
import fieldsZhCN from "./json/plan-fields/zh-CN.json"

/** Merged into the dashboard's resources, under its language codes. */
export default {
  en: { translation: { ...enUS, uucPlanFields: fieldsEnUS } },
  ptBR: { translation: { ...ptBR, uucPlanFields: fieldsPtBR } },
  zhCN: { translation: { ...zhCN, uucPlanFields: fieldsZhCN } },
}
