/** The dashboard names its languages "ptBR", "zhCN"; Intl wants "pt-BR", "zh-CN". */
export const bcp47 = (code: string) =>
  code.replace(/^([a-z]{2,3})([A-Z]{2})$/, "$1-$2")
