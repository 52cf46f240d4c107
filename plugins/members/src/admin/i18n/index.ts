import { adminI18n } from "@uuc/admin-kit/i18n"
import enUS from "./json/en-US.json"
import ptBR from "./json/pt-BR.json"
import zhCN from "./json/zh-CN.json"
// The server's error codes, shared by every plugin's screens (see
// translateServerError in @uuc/admin-kit).
import errorsEnUS from "./json/errors/en-US.json"
import errorsPtBR from "./json/errors/pt-BR.json"
import errorsZhCN from "./json/errors/zh-CN.json"

/** Merged into the dashboard's resources, under its language codes. */
export default adminI18n(
  { "en-US": enUS, "pt-BR": ptBR, "zh-CN": zhCN },
  {
    uucErrors: {
      "en-US": errorsEnUS,
      "pt-BR": errorsPtBR,
      "zh-CN": errorsZhCN,
    },
  }
)
