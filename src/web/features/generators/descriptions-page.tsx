import { ProductGeneratorPage } from './components/text-generator-page'
import { ToolGate } from '../tools/components/tool-gate'

function DescriptionsTool() {
  return <ProductGeneratorPage tool="descriptions" />
}

/** The plan decides (docs/decisions/010-plans-enforced.md): the tool, or its locked state. */
export function DescriptionsPage() {
  return <ToolGate tool="descriptions"><DescriptionsTool /></ToolGate>
}
