import type { Locale } from "./render"

/** The words around an email's notification, and the confirmation code's email. */
type EmailTexts = {
  open: string
  footer: string
  unsubscribe: string
  codeSubject: string
  codeBody: string
  codeIgnore: string
}

/**
 * In every language; `{code}` and `{minutes}` are replaced. The notification's
 * own title and body come from the catalogue (catalogue.ts).
 */
export const EMAIL_TEXTS: Record<Locale, EmailTexts> = {
  "en-US": {
    open: "Open in the app",
    footer:
      "You receive this email because you chose email notifications for this kind of event.",
    unsubscribe: "Unsubscribe from all notification emails",
    codeSubject: "Your confirmation code: {code}",
    codeBody:
      "Enter this code on your profile page to confirm this email address for notifications: {code}. It is valid for {minutes} minutes.",
    codeIgnore:
      "If you did not ask for it, ignore this email: nothing will be sent to this address.",
  },
  "pt-BR": {
    open: "Abrir no aplicativo",
    footer:
      "Você recebe este e-mail porque escolheu notificações por e-mail para este tipo de evento.",
    unsubscribe: "Cancelar todos os e-mails de notificação",
    codeSubject: "Seu código de confirmação: {code}",
    codeBody:
      "Digite este código na sua página de perfil para confirmar este endereço de e-mail para notificações: {code}. Ele vale por {minutes} minutos.",
    codeIgnore:
      "Se você não pediu este código, ignore este e-mail: nada será enviado a este endereço.",
  },
  "zh-CN": {
    open: "在应用中打开",
    footer: "您收到此邮件，是因为您为此类事件选择了邮件通知。",
    unsubscribe: "退订所有通知邮件",
    codeSubject: "您的确认码：{code}",
    codeBody:
      "请在个人资料页面输入此确认码，以确认此邮箱用于接收通知：{code}。有效期 {minutes} 分钟。",
    codeIgnore:
      "如果这不是您本人的操作，请忽略此邮件：我们不会向此地址发送任何内容。",
  },
}
