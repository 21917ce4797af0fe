import type { Sitelink, SitelinkTemplates } from '../types'

const sl = (text: string, desc1: string, desc2: string): Sitelink => ({ text, desc1, desc2 })

/**
 * Built-in sitelink templates, SPEC §3 sitelink_templates_v1 (§9 counts are minimums).
 * Link text at most 25 characters, each description at most 35, once filled; a sitelink any part of
 * which would pass its limit is left out. Every sitelink has both description lines (Google shows both
 * or neither) and its own link text. The last of each language claims to be the brand: affiliate-safe
 * mode leaves it out.
 */
export const DEFAULT_SITELINK_TEMPLATES: SitelinkTemplates = {
  pt: {
    templates: [
      sl('Como Funciona', 'Entenda como usar no dia a dia', 'Veja o passo a passo completo'),
      sl('Modo de Uso', 'Veja como usar {o} {NOME_PRODUTO}', 'Dicas para aproveitar melhor'),
      sl('Perguntas Frequentes', 'Tire suas dúvidas antes de comprar', 'Entrega, pagamento e garantia'),
      sl('Avaliações de Clientes', 'Veja a opinião de quem já comprou', 'Experiências de uso e notas'),
      sl('Compre com Desconto', 'Preço especial por tempo limitado', 'Pague no Pix ou no cartão'),
      sl('Kits e Preços', 'Escolha o kit ideal para você', 'Mais unidades, mais economia'),
      sl('Prazo de Entrega', 'Entrega para todo o Brasil', 'Acompanhe seu pedido pelo rastreio'),
      sl('Compra Segura', 'Pagamento protegido na finalização', 'Pix, boleto ou cartão de crédito'),
      sl('Garantia de {GARANTIA_DIAS} Dias', 'Satisfação ou seu dinheiro de volta', 'Compre sem risco e com segurança'),
      sl('Parcele em {PARCELAS}x sem Juros', 'Parcelamento no cartão de crédito', 'Ou pague à vista no Pix'),
      sl('Oferta de Hoje', '{DESCONTO}% de desconto por tempo limitado', 'Aproveite enquanto durar o estoque'),
      sl('Site Oficial', 'Compre {o} {NOME_PRODUTO} original', 'Direto do fabricante com segurança'),
    ],
  },
  en: {
    templates: [
      sl('How It Works', 'See how to use it every day', 'A clear step-by-step guide'),
      sl('How to Use', 'See how to use {NOME_PRODUTO}', 'Tips to get the most out of it'),
      sl('Common Questions', 'Get answers before you buy', 'Shipping, payment and guarantee'),
      sl('Customer Reviews', 'See what buyers are saying', 'Experiences and ratings'),
      sl('Shop the Sale', 'Special price for a limited time', 'Pay by card or other methods'),
      sl('Kits and Prices', 'Pick the kit that suits you', 'Buy more units and save more'),
      sl('Shipping Times', 'Delivery to your door', 'Track your order at every step'),
      sl('Secure Checkout', 'Your payment is protected', 'Card and other payment options'),
      sl('{GARANTIA_DIAS}-Day Guarantee', 'Love it or get your money back', 'Buy with confidence, risk-free'),
      sl('Interest-Free Payments', 'Split it into {PARCELAS} payments', 'Or pay in full at checkout'),
      sl("Today's Offer", '{DESCONTO}% off for a limited time', 'Get it while supplies last'),
      sl('Official Site', 'Buy genuine {NOME_PRODUTO}', 'Direct from the manufacturer'),
    ],
  },
  es: {
    templates: [
      sl('Cómo Funciona', 'Aprende a usarlo cada día', 'Mira la guía paso a paso'),
      sl('Modo de Uso', 'Mira cómo usar {NOME_PRODUTO}', 'Consejos para aprovecharlo mejor'),
      sl('Preguntas Frecuentes', 'Resuelve tus dudas antes de comprar', 'Envío, pago y garantía'),
      sl('Opiniones de Clientes', 'Mira lo que dicen los compradores', 'Experiencias y valoraciones'),
      sl('Compra con Descuento', 'Precio especial por tiempo limitado', 'Paga con tarjeta u otros medios'),
      sl('Kits y Precios', 'Elige el kit ideal para ti', 'Más unidades, más ahorro'),
      sl('Plazo de Entrega', 'Envío a todo el país', 'Sigue tu pedido en cada paso'),
      sl('Compra Segura', 'Tu pago está protegido', 'Tarjeta y otros medios de pago'),
      sl('Garantía de {GARANTIA_DIAS} Días', 'Satisfacción o recupera tu dinero', 'Compra sin riesgo y con seguridad'),
      sl('Pago en Cuotas', 'Hasta {PARCELAS} cuotas sin interés', 'O paga al contado al finalizar'),
      sl('Oferta de Hoy', '{DESCONTO}% de descuento solo hoy', 'Aprovecha hasta agotar existencias'),
      sl('Sitio Oficial', 'Compra {NOME_PRODUTO} original', 'Directo del fabricante'),
    ],
  },
}
