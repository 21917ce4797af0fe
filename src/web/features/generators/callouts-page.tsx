import { ProductGeneratorPage } from './components/text-generator-page'
import { ToolGate } from '../tools/components/tool-gate'

function CalloutsTool() {
  return <ProductGeneratorPage tool="callouts" />
}

/** The plan decides (docs/decisions/010-plans-enforced.md): the tool, or its locked state. */
export function CalloutsPage() {
  return <ToolGate tool="callouts"><CalloutsTool /></ToolGate>
}
