/**
 * The buy link of a plan for the signed-in account. A Stripe Payment Link (https, host buy.stripe.com, or a
 * stripe.com checkout page) gets `client_reference_id` = the account id and `prefilled_email` = its e-mail,
 * so the payment's webhook finds the account; the link's own parameters stay. Any other link is returned
 * unchanged, and so is a link that is not a valid URL.
 */
export function checkoutUrl(link: string, account: { id: string; email: string } | null): string {
  if (!account) return link
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return link
  }
  if (!isStripePaymentLink(url)) return link
  url.searchParams.set('client_reference_id', account.id)
  url.searchParams.set('prefilled_email', account.email)
  return url.toString()
}

function isStripePaymentLink(url: URL): boolean {
  if (url.protocol !== 'https:') return false
  const host = url.hostname.toLowerCase()
  if (host === 'buy.stripe.com') return true
  const stripeHost = host === 'stripe.com' || host.endsWith('.stripe.com')
  return stripeHost && /(^|\/)(c\/)?(pay|checkout)(\/|$)/.test(url.pathname)
}
