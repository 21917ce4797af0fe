import { ProductGeneratorPage } from './components/text-generator-page'

export function TitlesPage() {
  return <ProductGeneratorPage tool="titles" />
}
