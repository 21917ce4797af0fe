import { ProductGeneratorPage } from './components/text-generator-page'

export function DescriptionsPage() {
  return <ProductGeneratorPage tool="descriptions" />
}
