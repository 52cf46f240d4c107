import enUS from "../json/en-US.json"
import ptBR from "../json/pt-BR.json"
import zhCN from "../json/zh-CN.json"
import { describeTranslations } from "@uuc/admin-kit/testing"

describeTranslations(enUS, ptBR, zhCN)
