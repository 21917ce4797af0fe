import type { Transporter } from 'nodemailer'
import type { Logger } from 'pino'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface OutboxEntry extends MailMessage {
  id: number
  sentAt: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** Messages kept by the development outbox (empty when sending over SMTP). */
  outbox(): OutboxEntry[]
  readonly usesOutbox: boolean
}

/**
 * Nodemailer over `smtpUrl`; without one, a development outbox that keeps each message and logs only
 * its address and subject (the text holds reset links: a token never reaches the log).
 */
export function createMailer(opts: { smtpUrl?: string; from: string; log: Logger; outboxUrl?: string }): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl
    // Nodemailer loads with the first message, not with the server (a start it would slow, decision 015).
    let transport: Promise<Transporter> | undefined
    return {
      usesOutbox: false,
      outbox: () => [],
      async send(message) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
        await (await transport).sendMail({ from: opts.from, ...message })
      },
    }
  }
  const kept: OutboxEntry[] = []
  let next = 1
  return {
    usesOutbox: true,
    outbox: () => [...kept].reverse(),
    async send(message) {
      const entry = { ...message, id: next++, sentAt: new Date().toISOString() }
      kept.push(entry)
      if (kept.length > 100) kept.shift()
      const where = opts.outboxUrl ? `: abra ${opts.outboxUrl}` : ''
      opts.log.info({ to: message.to, subject: message.subject }, `E-mail guardado na caixa de desenvolvimento${where}`)
    },
  }
}
