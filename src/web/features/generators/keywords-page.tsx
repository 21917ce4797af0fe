import { Suspense, lazy, useEffect, useState } from 'react'
import { Settings } from 'lucide-react'
import { Link } from '../../ui/link'
import { ITEM_LIMIT } from '../../../core/limits'
import { AssetNameHint } from '../../ui/asset-name-hint'
import { Button } from '../../ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { gen } from '../../i18n/pt-BR/generators'
import { GeneratorLayout } from './components/generator-layout'
import { KeywordGeneratorForm } from './components/keyword-generator-form'
import { useGeneratedList } from './components/use-generated-list'
import { ToolGate } from '../tools/components/tool-gate'
import { lazyModule, useLazyModule, whenIdle } from '../../ui/lazy'
import { useSticky } from '../../ui/lite'
import { Spinner } from '../../ui/spinner'

/** The mixer is the second tab: it loads when the browser is idle, or when its tab is first opened. */
const loadMixer = () => import('./components/keyword-mixer-form')
const KeywordMixerForm = lazy(() => loadMixer().then((m) => ({ default: m.KeywordMixerForm })))
/** The duplicates check (and its notice) only matters once there are keywords: it loads with the first ones. */
const duplicatesNotice = lazyModule(() => import('./components/keyword-duplicates-notice'))

/** Keyword generator, with the mixer as a second mode; both fill the same results list. */
function KeywordsTool() {
  const list = useGeneratedList()
  // The product of the last generation names the list saved to a campaign; the mixer has none.
  const [product, setProduct] = useState('')
  useEffect(() => whenIdle(() => void loadMixer().catch(() => undefined), 4000), [])
  const duplicates = useLazyModule(duplicatesNotice, useSticky(list.items.length > 0))
  const config = (
    <Tabs defaultValue="generator">
      <TabsList>
        <TabsTrigger value="generator">{gen.keywords.modeGenerator}</TabsTrigger>
        <TabsTrigger value="mixer">{gen.keywords.modeMixer}</TabsTrigger>
      </TabsList>
      <TabsContent value="generator"><KeywordGeneratorForm onGenerate={(items, p) => { list.replace(items); setProduct(p) }} /></TabsContent>
      <TabsContent value="mixer">
        <Suspense fallback={<div className="flex justify-center py-10"><Spinner size={24} /></div>}>
          <KeywordMixerForm onGenerate={(items) => { list.replace(items); setProduct('') }} />
        </Suspense>
      </TabsContent>
    </Tabs>
  )
  const gear = (
    <Button asChild variant="ghost" size="icon">
      <Link to="/tools/settings" aria-label={gen.keywords.settings} title={gen.keywords.settings}><Settings aria-hidden="true" /></Link>
    </Button>
  )
  return (
    <AssetNameHint value={product}>
      <GeneratorLayout tool="keywords" limit={ITEM_LIMIT.keywords} list={list} configActions={gear}
        config={<>{config}{duplicates && <duplicates.KeywordDuplicatesNotice list={list} />}</>} />
    </AssetNameHint>
  )
}

/** The plan decides (docs/decisions/010-plans-enforced.md): the tool, or its locked state. */
export function KeywordsPage() {
  return <ToolGate tool="keywords"><KeywordsTool /></ToolGate>
}
