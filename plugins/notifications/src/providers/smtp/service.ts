import type {
  Logger,
  ProviderSendNotificationDTO,
  ProviderSendNotificationResultsDTO,
} from "@medusajs/framework/types"
import {
  AbstractNotificationProviderService,
  MedusaError,
} from "@medusajs/framework/utils"
import nodemailer from "nodemailer"

/**
 * The provider's options (medusa-config, from SMTP_URL and MAIL_FROM):
 * `url` as nodemailer reads it (`smtp://user:pass@host:587`, `smtps://…:465`),
 * `from` the sender, `storefront_url` where the emails' links point.
 */
export type SmtpOptions = {
  url: string
  from: string
  storefront_url?: string
  channels?: string[]
}

type Content = { subject?: string; text?: string; html?: string }

/**
 * The email channel: sends a notification's `content` (subject, text and HTML,
 * written by the notifications plugin in the member's language) over SMTP with
 * nodemailer. A refusal of the server is thrown: the Notification Module marks
 * the row failed and the plugin's delivery waits for its retry.
 */
export default class SmtpNotificationService extends AbstractNotificationProviderService {
  static identifier = "smtp"

  protected options_: SmtpOptions
  protected logger_: Logger
  protected transport_: ReturnType<typeof nodemailer.createTransport>

  static validateOptions(options: Record<string, unknown>) {
    for (const key of ["url", "from"])
      if (typeof options[key] !== "string" || !options[key])
        throw new MedusaError(
          MedusaError.Types.INVALID_DATA,
          `The SMTP notification provider needs the option ${key}`
        )
  }

  constructor({ logger }: { logger: Logger }, options: SmtpOptions) {
    super()
    this.options_ = options
    this.logger_ = logger
    this.transport_ = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
  }

  async send(
    notification: ProviderSendNotificationDTO
  ): Promise<ProviderSendNotificationResultsDTO> {
    const content = (notification.content ?? {}) as Content
    if (!notification.to || !content.subject || !(content.text || content.html))
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "An email needs an address, a subject and a text"
      )
    const headers = (notification.data as { headers?: Record<string, string> })
      ?.headers
    const info = await this.transport_.sendMail({
      from: notification.from || this.options_.from,
      to: notification.to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      headers,
    })
    return { id: String(info.messageId ?? "") }
  }
}
