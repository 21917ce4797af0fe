import { ProductGeneratorPage } from './components/text-generator-page'

export function CalloutsPage() {
  return <ProductGeneratorPage tool="callouts" />
}
