import type { MailMessage } from './mailer'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function passwordResetMessage(to: string, name: string, url: string): MailMessage {
  const greeting = name ? `Olá, ${name}!` : 'Olá!'
  return {
    to,
    subject: 'Redefina sua senha do ForjaAds',
    text: `${greeting}\n\nRecebemos um pedido para redefinir a senha da sua conta no ForjaAds.\nPara criar uma nova senha, abra o link abaixo (válido por 1 hora):\n\n${url}\n\nSe você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.\n\nEquipe ForjaAds`,
    html: `<p>${escape(greeting)}</p><p>Recebemos um pedido para redefinir a senha da sua conta no ForjaAds.</p><p><a href="${escape(url)}">Criar uma nova senha</a> (link válido por 1 hora)</p><p>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p><p>Equipe ForjaAds</p>`,
  }
}
