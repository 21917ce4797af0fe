import { ProductGeneratorPage } from './components/text-generator-page'
import { ToolGate } from '../tools/components/tool-gate'

function SitelinksTool() {
  return <ProductGeneratorPage tool="sitelinks" />
}

/** The plan decides (docs/decisions/010-plans-enforced.md): the tool, or its locked state. */
export function SitelinksPage() {
  return <ToolGate tool="sitelinks"><SitelinksTool /></ToolGate>
}
