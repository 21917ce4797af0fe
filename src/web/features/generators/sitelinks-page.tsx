import { ProductGeneratorPage } from './components/text-generator-page'

export function SitelinksPage() {
  return <ProductGeneratorPage tool="sitelinks" />
}
