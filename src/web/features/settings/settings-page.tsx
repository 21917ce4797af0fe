import { useState } from 'react'
import { settings as t } from '../../i18n/pt-BR/settings'
import { PageHeader } from '../../ui/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { BackupCard } from './components/backup-card'
import { KeywordsTab } from './components/keywords-tab'
import { NegativesTab } from './components/negatives-tab'
import { PreferencesTab } from './components/preferences-tab'
import { SitelinksTab } from './components/sitelinks-tab'
import { TextTab } from './components/text-tab'
import { ToolGate } from '../tools/components/tool-gate'

const TABS = ['keywords', 'negatives', 'titles', 'descriptions', 'sitelinks', 'callouts', 'promotions', 'preferences'] as const

/** /tools/settings: the template sets of every generator, the preferences, plus backup and restore. */
function SettingsTool() {
  // Bumped after a backup restore so every tab reloads from storage.
  const [generation, setGeneration] = useState(0)
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader title={t.title} description={t.description} className="mb-0" />
      <Tabs defaultValue="keywords" key={generation}>
        <TabsList aria-label={t.tabsLabel} className="w-full justify-start sm:w-fit">
          {TABS.map((tab) => <TabsTrigger key={tab} value={tab}>{t.tabs[tab]}</TabsTrigger>)}
        </TabsList>
        <TabsContent value="keywords"><KeywordsTab /></TabsContent>
        <TabsContent value="negatives"><NegativesTab /></TabsContent>
        <TabsContent value="titles"><TextTab kind="titles" /></TabsContent>
        <TabsContent value="descriptions"><TextTab kind="descriptions" /></TabsContent>
        <TabsContent value="sitelinks"><SitelinksTab /></TabsContent>
        <TabsContent value="callouts"><TextTab kind="callouts" /></TabsContent>
        <TabsContent value="promotions"><TextTab kind="promotions" /></TabsContent>
        <TabsContent value="preferences"><PreferencesTab /></TabsContent>
      </Tabs>
      <BackupCard onRestored={() => setGeneration((g) => g + 1)} />
    </div>
  )
}

/** The plan decides (docs/decisions/010-plans-enforced.md): the tool, or its locked state. */
export function SettingsPage() {
  return <ToolGate tool="settings"><SettingsTool /></ToolGate>
}
