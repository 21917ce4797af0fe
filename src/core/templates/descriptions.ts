import type { TextTemplates } from '../types'

/**
 * Built-in description templates, SPEC §3 description_templates_v1 (§9 counts are minimums).
 * At most 90 characters once filled (left out, never cut, when a long name would pass it); sentence
 * case; at most one '!'. {o}/{do}/{no}/{seu} agree with the product's gender; {GARANTIA_DIAS},
 * {PARCELAS} and {DESCONTO} are the user's offer facts. The last of each language claims to be the
 * brand: affiliate-safe mode leaves it out.
 */
export const DEFAULT_DESCRIPTION_TEMPLATES: TextTemplates = {
  pt: {
    templates: [
      'Conheça {o} {NOME_PRODUTO} e veja como funciona. Peça {o} {seu} hoje mesmo.',
      'Compre {o} {NOME_PRODUTO} com desconto e receba em casa com segurança.',
      '{O} {NOME_PRODUTO} original, com compra segura e entrega para todo o Brasil.',
      'Veja avaliações de quem já comprou {o} {NOME_PRODUTO} e tire suas dúvidas.',
      'Dúvidas sobre {o} {NOME_PRODUTO}? Veja o modo de uso e as perguntas frequentes.',
      'Saiba tudo sobre {o} {NOME_PRODUTO}: como usar, composição e onde comprar.',
      'Descubra se {o} {NOME_PRODUTO} vale a pena e compare as opções de kit.',
      'Peça {o} {NOME_PRODUTO} hoje e receba no conforto da sua casa.',
      'Oferta especial por tempo limitado. Garanta {o} {seu} {NOME_PRODUTO} agora!',
      'Estoque limitado: aproveite o preço especial {do} {NOME_PRODUTO} hoje.',
      'Compra segura, pagamento no Pix ou cartão e atendimento para tirar suas dúvidas.',
      'Entrega para todo o Brasil com código de rastreio. Peça {o} {seu} hoje.',
      'Compre {o} {NOME_PRODUTO} com garantia de {GARANTIA_DIAS} dias ou seu dinheiro de volta.',
      'Teste {o} {NOME_PRODUTO} por {GARANTIA_DIAS} dias. Se não gostar, peça o reembolso.',
      'Parcele {o} {NOME_PRODUTO} em até {PARCELAS}x sem juros no cartão ou pague no Pix.',
      'Aproveite {DESCONTO}% de desconto {no} {NOME_PRODUTO}. Oferta por tempo limitado.',
      'Compre {o} {NOME_PRODUTO} no site oficial com desconto e entrega para todo o Brasil.',
    ],
  },
  en: {
    templates: [
      'Discover {NOME_PRODUTO} and see how it works. Order yours today.',
      'Buy {NOME_PRODUTO} at a special price and get it delivered to your door.',
      'Genuine {NOME_PRODUTO} with secure checkout and tracked delivery.',
      'Read what customers say about {NOME_PRODUTO} and get your questions answered.',
      'Questions about {NOME_PRODUTO}? See how to use it and the most common questions.',
      'Everything about {NOME_PRODUTO}: how to use it, what is inside and where to buy.',
      'Find out if {NOME_PRODUTO} is worth it and compare the kit options.',
      'Order {NOME_PRODUTO} today and have it delivered to your home.',
      'Special offer for a limited time. Get your {NOME_PRODUTO} now!',
      'Limited stock: get {NOME_PRODUTO} at a special price today.',
      'Secure checkout, flexible payment options and friendly support for your questions.',
      'Try {NOME_PRODUTO} with a {GARANTIA_DIAS}-day money-back guarantee.',
      'Get {NOME_PRODUTO} in {PARCELAS} interest-free payments or pay in full today.',
      'Save {DESCONTO}% on {NOME_PRODUTO} today. Limited-time offer.',
      'Buy {NOME_PRODUTO} from the official store with a discount and fast delivery.',
    ],
  },
  es: {
    templates: [
      'Conoce {NOME_PRODUTO} y descubre cómo funciona. Haz tu pedido hoy.',
      'Compra {NOME_PRODUTO} con descuento y recíbelo en la puerta de tu casa.',
      '{NOME_PRODUTO} original, con compra segura y envío a todo el país.',
      'Lee lo que opinan los clientes de {NOME_PRODUTO} y resuelve tus dudas.',
      '¿Dudas sobre {NOME_PRODUTO}? Mira el modo de uso y las preguntas frecuentes.',
      'Todo sobre {NOME_PRODUTO}: cómo usarlo, qué contiene y dónde comprarlo.',
      'Descubre si {NOME_PRODUTO} vale la pena y compara las opciones de kit.',
      'Pide {NOME_PRODUTO} hoy y recíbelo en la comodidad de tu casa.',
      'Oferta especial por tiempo limitado. ¡Consigue {NOME_PRODUTO} ahora!',
      'Existencias limitadas: aprovecha el precio especial de {NOME_PRODUTO} hoy.',
      'Compra segura, varias formas de pago y atención para resolver tus dudas.',
      'Prueba {NOME_PRODUTO} con garantía de {GARANTIA_DIAS} días o recupera tu dinero.',
      'Paga {NOME_PRODUTO} en hasta {PARCELAS} cuotas sin interés o al contado.',
      'Ahorra un {DESCONTO}% en {NOME_PRODUTO} hoy. Oferta por tiempo limitado.',
      'Compra {NOME_PRODUTO} en la tienda oficial con descuento y envío rápido.',
    ],
  },
}
