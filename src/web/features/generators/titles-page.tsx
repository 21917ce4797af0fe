import { ProductGeneratorPage } from './components/text-generator-page'
import { ToolGate } from '../tools/components/tool-gate'

function TitlesTool() {
  return <ProductGeneratorPage tool="titles" />
}

/** The plan decides (docs/decisions/010-plans-enforced.md): the tool, or its locked state. */
export function TitlesPage() {
  return <ToolGate tool="titles"><TitlesTool /></ToolGate>
}
