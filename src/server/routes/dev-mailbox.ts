import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { clientIp, isLoopback } from '../http/client-ip'
import type { Mailer } from '../mail/mailer'

const linkify = (text: string) =>
  text
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)
    .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')

/**
 * /dev/mailbox: the development outbox, newest first. Mounted only outside production without SMTP,
 * and answers only this machine: the client's address as the app decides it (behind a trusted proxy,
 * the forwarded one) must be loopback. Others, and in-process requests with no socket, get a bare 404.
 */
export function devMailboxRoutes(mailer: Mailer, trustProxy: boolean) {
  return new Hono()
    .use(async (c, next) => {
      if (!isLoopback(clientIp(c, trustProxy))) return c.body(null, 404)
      await next()
    })
    .get('/', (c) => {
      const items = mailer.outbox()
      return c.html(html`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Caixa de e-mails (desenvolvimento) · ForjaAds</title>
<link rel="stylesheet" href="/dev/mailbox/style.css"></head>
<body><main><h1>Caixa de e-mails de desenvolvimento</h1>
<p>Sem <code>SMTP_URL</code>, o ForjaAds guarda aqui os e-mails que enviaria (só fora de produção).
Esta página só responde a pedidos desta máquina (endereço local 127.0.0.1 ou ::1).</p>
${items.length === 0 ? html`<p>Nenhum e-mail enviado ainda.</p>` : ''}
${items.map(
  (m) => html`<article><h2>${m.subject}</h2><p class="meta">Para ${m.to} · ${new Date(m.sentAt).toLocaleString('pt-BR')}</p>
<pre>${raw(linkify(m.text))}</pre></article>`,
)}
</main></body></html>`)
    })
    .get('/messages.json', (c) => c.json(mailer.outbox()))
    .get('/style.css', (c) =>
      c.body(
        'body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:760px;margin:0 auto;padding:24px}article{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:16px;margin:16px 0}pre{white-space:pre-wrap;word-break:break-word}.meta{color:#64748b;font-size:14px}a{color:#c2410c}',
        200,
        { 'content-type': 'text/css; charset=utf-8' },
      ),
    )
}
