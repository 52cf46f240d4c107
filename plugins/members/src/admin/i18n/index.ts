import enUS from "./json/en-US.json"
import ptBR from "./json/pt-BR.json"
import zhCN from "./json/zh-CN.json"
// The server's error codes, shared by every plugin's screens (see lib/error-text.ts).
import errorsEnUS from "./json/errors/en-US.json"
import errorsPtBR from "./json/errors/pt-BR.json"
import errorsZhCN from "./json/errors/zh-CN.json"

/** Merged into the dashboard's resources, under its language codes. */
export default {
  en: { translation: { ...enUS, uucErrors: errorsEnUS } },
  ptBR: { translation: { ...ptBR, uucErrors: errorsPtBR } },
  zhCN: { translation: { ...zhCN, uucErrors: errorsZhCN } },
}
