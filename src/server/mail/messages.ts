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

export function verificationMessage(to: string, name: string, url: string): MailMessage {
  const greeting = name ? `Olá, ${name}!` : 'Olá!'
  return {
    to,
    subject: 'Confirme seu e-mail no ForjaAds',
    text: `${greeting}\n\nSua conta no ForjaAds foi criada e seu teste de 3 dias já começou.\nPara confirmar este endereço de e-mail, abra o link abaixo (válido por 24 horas):\n\n${url}\n\nSe você não criou uma conta no ForjaAds, ignore este e-mail.\n\nEquipe ForjaAds`,
    html: `<p>${escape(greeting)}</p><p>Sua conta no ForjaAds foi criada e seu teste de 3 dias já começou.</p><p><a href="${escape(url)}">Confirmar meu e-mail</a> (link válido por 24 horas)</p><p>Se você não criou uma conta no ForjaAds, ignore este e-mail.</p><p>Equipe ForjaAds</p>`,
  }
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function accountExistsMessage(to: string, name: string, links: { login: string; reset: string }): MailMessage {
  const greeting = name ? `Olá, ${name}!` : 'Olá!'
  return {
    to,
    subject: 'Você já tem uma conta no ForjaAds',
    text: `${greeting}\n\nAlguém (talvez você) tentou criar uma conta no ForjaAds com este e-mail, mas ele já tem uma conta.\n\nPara entrar: ${links.login}\nEsqueceu a senha? Crie uma nova: ${links.reset}\n\nSe não foi você, ignore este e-mail: nada mudou na sua conta.\n\nEquipe ForjaAds`,
    html: `<p>${escape(greeting)}</p><p>Alguém (talvez você) tentou criar uma conta no ForjaAds com este e-mail, mas ele já tem uma conta.</p><p><a href="${escape(links.login)}">Entrar no ForjaAds</a></p><p>Esqueceu a senha? <a href="${escape(links.reset)}">Crie uma nova senha</a></p><p>Se não foi você, ignore este e-mail: nada mudou na sua conta.</p><p>Equipe ForjaAds</p>`,
  }
}
