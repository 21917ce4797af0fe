import { expect, newUser, test, toast } from './support/fixtures'
import {
  count, countText, deleteRow, expectToast, exportTxt, importTxt, pickOption, readClipboard, rows, savedLists, type GeneratorCase,
} from './support/generator-helpers'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const byProduct = (product: string) => async (page: import('@playwright/test').Page) => {
  await page.getByLabel('Nome do produto').fill(product)
  await page.getByRole('button', { name: 'Gerar', exact: true }).click()
}

const lines = 'Primeira linha\nSegunda linha\n\nTerceira linha\nSegunda linha'
const CASES: GeneratorCase[] = [
  {
    route: 'keywords', tool: 'keywords', title: 'Gerador de Palavras-chave', editable: true,
    generate: async (page) => {
      const button = page.getByRole('button', { name: 'Gerar', exact: true })
      await page.getByLabel('Nome do produto').fill('Colágeno')
      await expect(button).toBeDisabled() // no funnel yet
      await pickOption(page, 'Etapa do funil', 'Meio de funil')
      await expect(page.getByTestId('funnel-strategy')).toContainText('Estratégia')
      await button.click()
    },
    importText: lines, importCount: 3, firstImported: 'Primeira linha', manualText: 'manual um\nmanual um\nPrimeira linha',
  },
  {
    route: 'negative-keywords', tool: 'negative_keywords', title: 'Palavras-chave Negativas', editable: true,
    generate: async (page) => {
      await page.getByRole('button', { name: 'Carregar lista padrão' }).click()
      await expectToast(page, 'Selecione um idioma')
      await pickOption(page, 'Idioma', 'Português')
      await page.getByRole('button', { name: 'Carregar lista padrão' }).click()
    },
    importText: lines, importCount: 3, firstImported: 'Primeira linha', manualText: 'manual um\nmanual um\nPrimeira linha',
  },
  ...([
    ['titles', 'Gerador de Títulos'],
    ['descriptions', 'Gerador de Descrições'],
    ['callouts', 'Gerador de Frases de Destaque'],
    ['promotions', 'Gerador de Promoções'],
  ] as const).map(([tool, title]): GeneratorCase => ({
    route: tool, tool, title,
    generate: async (page) => {
      await page.getByRole('button', { name: 'Gerar', exact: true }).click()
      await expectToast(page, 'Nome do produto obrigatório')
      await byProduct('Colágeno')(page)
      if (tool === 'promotions') await expectToast(page, 'Promoções Geradas!', 'promoções criadas')
    },
    importText: lines, importCount: 3, firstImported: 'Primeira linha', manualText: 'manual um\nmanual um\nPrimeira linha',
  })),
  {
    route: 'sitelinks', tool: 'sitelinks', title: 'Gerador de Sitelinks', generate: byProduct('Colágeno'),
    importText: 'Frete grátis;Para todo o Brasil;Entrega rápida\nGarantia;Sete dias;Sem perguntas\n;sem texto;fora',
    importCount: 2, firstImported: 'Frete grátis', manualText: 'Manual;Desc um;Desc dois\nManual;Desc um;Desc dois',
  },
]

for (const c of CASES) {
  test(`${c.route}: generate, edit, delete, copy, export, import, add, local lists, campaign`, async ({ page }) => {
    await newUser(page)
    const campaignName = `Campanha ${c.route}`
    const res = await page.request.post('/api/campaigns', { data: { name: campaignName } })
    expect(res.status()).toBe(201)
    const campaign = (await res.json()) as { id: string }

    await page.goto(`/tools/${c.route}`)
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible()
    await page.getByRole('button', { name: 'Copiar' }).click()
    await expectToast(page, 'Lista vazia')

    // Generate → count
    await c.generate(page)
    await expect(rows(page).first()).toBeVisible()
    const generated = await count(page)
    expect(generated).toBeGreaterThan(1)
    await expect(page.getByTestId('max-length')).toContainText('caracteres')

    // Edit (keyword rows): double-click, type, Enter; then the edit button, Escape cancels
    if (c.editable) {
      await rows(page).first().getByTestId('result-text').dblclick()
      await page.getByLabel('Editar item').fill('palavra editada')
      await page.getByLabel('Editar item').press('Enter')
      await expect(rows(page).first()).toContainText('palavra editada')
      await rows(page).nth(1).hover()
      await rows(page).nth(1).getByRole('button', { name: 'Editar' }).click()
      await page.getByRole('button', { name: 'Cancelar edição' }).click()
      await expect(page.getByLabel('Editar item')).toHaveCount(0)
    }

    // Delete
    await deleteRow(page, 0)
    await expect(countText(page)).toHaveText(String(generated - 1))

    // Copy
    await page.getByRole('button', { name: 'Copiar' }).click()
    await expectToast(page, 'Copiado para a área de transferência!')
    expect((await readClipboard(page)).split('\n')).toHaveLength(generated - 1)

    // Export
    const file = await exportTxt(page)
    expect(file.name).toMatch(new RegExp(`^forjaads_${c.tool}_\\d{4}-\\d{2}-\\d{2}\\.txt$`))
    expect(file.text.length).toBeGreaterThan(10)

    // Import: .txt only, then replace
    await importTxt(page, 'lista.csv', 'a,b')
    await expectToast(page, 'Erro ao importar arquivo', 'Apenas arquivos .txt são aceitos.')
    await importTxt(page, 'lista.txt', c.importText)
    await expectToast(page, 'Lista importada com sucesso!')
    await expect(countText(page)).toHaveText(String(c.importCount))
    await expect(rows(page).first()).toContainText(c.firstImported)

    // Add manually: appends and de-duplicates
    await page.getByRole('button', { name: 'Adicionar manualmente' }).click()
    const add = page.getByRole('dialog').getByRole('button', { name: 'Adicionar', exact: true })
    await expect(add).toBeDisabled()
    await page.getByRole('dialog').getByRole('textbox').fill(c.manualText)
    await add.click()
    await expect(countText(page)).toHaveText(String(c.importCount + 1))

    // Save a local list, load it, rename it, delete it
    await page.getByRole('button', { name: 'Salvar lista' }).click()
    await expect(page.getByLabel('Nome da lista')).toHaveValue(/\d{2}\/\d{2}\/\d{4}$/)
    await page.getByLabel('Nome da lista').fill('Minha lista')
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click()
    await expectToast(page, 'Lista salva com sucesso!')
    await expect(savedLists(page)).toHaveCount(1)
    await deleteRow(page, 0)
    await expect(countText(page)).toHaveText(String(c.importCount))
    await savedLists(page).getByRole('button', { name: 'Carregar' }).click()
    await expectToast(page, 'Lista "Minha lista" carregada!')
    await expect(countText(page)).toHaveText(String(c.importCount + 1))
    await savedLists(page).getByRole('button', { name: 'Renomear' }).click()
    await page.getByLabel('Novo nome da lista').fill('Lista final')
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await expectToast(page, 'Lista renomeada!')
    await expect(savedLists(page)).toContainText('Lista final')
    await page.reload()
    await expect(savedLists(page)).toContainText('Lista final') // kept in browser storage
    await savedLists(page).getByRole('button', { name: 'Excluir' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click()
    await expectToast(page, 'Lista deletada!')
    await expect(toast(page)).toHaveAttribute('data-type', 'error')
    await expect(savedLists(page)).toHaveCount(0)

    // Save to a campaign and see it on the campaign page
    await importTxt(page, 'lista.txt', c.importText)
    await page.getByRole('button', { name: 'Salvar na Campanha' }).click()
    await page.getByRole('menuitem', { name: campaignName }).click()
    await expectToast(page, 'Salvo na Campanha!')
    await page.goto(`/campaign/${campaign.id}`)
    await expect(page.getByText(c.firstImported).first()).toBeVisible()
  })
}
