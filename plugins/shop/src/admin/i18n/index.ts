import enUS from "./json/en-US.json"
import ptBR from "./json/pt-BR.json"
import zhCN from "./json/zh-CN.json"

/** Merged into the dashboard's resources, under its language codes. */
export default {
  en: { translation: enUS },
  ptBR: { translation: ptBR },
  zhCN: { translation: zhCN },
}
