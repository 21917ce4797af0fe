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
    // Negatives are lowercased on import and manual add too (SPEC §5).
    importText: lines, importCount: 3, firstImported: 'primeira linha', manualText: 'manual um\nMANUAL UM\nPrimeira linha',
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

test.describe('ready to post: built-ins Google accepts as they are', () => {
  const notes = (page: import('@playwright/test').Page) => page.getByTestId('generation-notes')
  const texts = (page: import('@playwright/test').Page) => page.getByTestId('result-text').allTextContents()
  /** Every item, not just the rows the virtual list has drawn: copied, then read from the clipboard. */
  const allItems = async (page: import('@playwright/test').Page) => {
    await page.getByRole('button', { name: 'Copiar' }).click()
    await expectToast(page, 'Copiado para a área de transferência!')
    return (await readClipboard(page)).split('\n')
  }

  test('a long product name: templates left out (never cut) and said why; offer facts filled once per product', async ({ page }) => {
    await newUser(page)
    await page.goto('/tools/titles')
    await expect(page.getByRole('radio', { name: 'Masculino (o Lipo Slim)' })).toBeChecked() // the preference's default
    await byProduct('Lipo Slim Turbo Caps Original')(page) // 29 characters
    await expect(notes(page)).toContainText(/\d+ modelos foram ignorados/)
    await expect(notes(page)).toContainText('use um nome mais curto, ex.: "Lipo Slim"')
    await expect(notes(page)).toContainText('modelos precisam dos dados da oferta: garantia, parcelas, desconto')
    await expect(notes(page)).toContainText('modelos de marca oficial omitidos (modo afiliado)')
    const first = await allItems(page)
    expect(first.length).toBeGreaterThan(5)
    for (const t of first) {
      expect(t.length).toBeLessThanOrEqual(30)
      expect(t).not.toMatch(/Oficial/)
    }
    expect(first[0]).toBe('Lipo Slim Turbo Caps Original')
    expect(first).not.toContain('Compre Lipo Slim Turbo Caps Ag') // the old cut

    // Offer facts: checked, then used, then remembered for this product.
    const group = page.getByRole('group', { name: 'Dados da oferta (opcional)' })
    await group.getByLabel('Parcelas sem juros').fill('doze')
    await page.getByRole('button', { name: 'Gerar', exact: true }).click()
    await expectToast(page, 'Confira os dados da oferta')
    await expect(group).toContainText('Use só números inteiros.')
    await group.getByLabel('Garantia (dias)').fill('30')
    await group.getByLabel('Parcelas sem juros').fill('12')
    await group.getByLabel('Desconto (%)').fill('20')
    await page.getByRole('button', { name: 'Gerar', exact: true }).click()
    await expect(notes(page)).not.toContainText('dados da oferta')
    expect(await count(page)).toBeGreaterThanOrEqual(15)

    await page.reload()
    await page.getByLabel('Nome do produto').fill('lipo slim turbo caps original')
    await expect(group.getByLabel('Garantia (dias)')).toHaveValue('30')
    await expect(group.getByLabel('Parcelas sem juros')).toHaveValue('12')
    await page.getByLabel('Nome do produto').fill('Outro Produto')
    await expect(group.getByLabel('Garantia (dias)')).toHaveValue('')

    // The brand's owner turns affiliate-safe mode off: brand claims come back.
    await page.evaluate(() => localStorage.setItem('preferences_v1', JSON.stringify({ affiliateSafe: false })))
    await page.reload()
    await byProduct('Kit')(page)
    await expect(rows(page).first()).toBeVisible()
    expect(await allItems(page)).toContain('Kit Site Oficial')
  })

  test('the feminine gender gives "a" agreement in a description', async ({ page }) => {
    await newUser(page)
    await page.goto('/tools/descriptions')
    await page.getByLabel('Nome do produto').fill('Cinta Modeladora')
    await page.getByRole('button', { name: 'Gerar', exact: true }).click()
    await expect(rows(page).first()).toContainText('Conheça o Cinta Modeladora e veja como funciona. Peça o seu hoje mesmo.')
    await page.getByRole('radio', { name: 'Feminino (a Cinta Modeladora)' }).check()
    await page.getByRole('button', { name: 'Gerar', exact: true }).click()
    await expect(rows(page).first()).toContainText('Conheça a Cinta Modeladora e veja como funciona. Peça a sua hoje mesmo.')
    expect((await allItems(page)).join('\n')).not.toMatch(/\bo Cinta\b/)
  })

  test('a language without built-ins says so and offers English; English is English', async ({ page }) => {
    await newUser(page)
    await page.goto('/tools/descriptions')
    await page.getByLabel('Nome do produto').fill('Kit')
    await pickOption(page, 'Idioma', 'Inglês')
    await page.getByRole('button', { name: 'Gerar', exact: true }).click()
    await expect(rows(page).first()).toContainText('Discover Kit and see how it works.')

    await pickOption(page, 'Idioma', 'Francês')
    await page.getByRole('button', { name: 'Gerar', exact: true }).click()
    const notice = page.getByTestId('language-notice')
    await expect(notice).toContainText('Não há modelos em Francês. Gerar com os modelos em:')
    await expect(notice.getByRole('button', { name: 'Português' })).toBeVisible()
    await notice.getByRole('button', { name: 'Inglês' }).click()
    await expect(notes(page)).toContainText('Gerado com os modelos em Inglês: não há modelos em Francês.')
    await expect(rows(page).first()).toContainText('Discover Kit and see how it works.')

    // Keywords reuse English content for French (SPEC §3), and say so.
    await page.goto('/tools/keywords')
    await pickOption(page, 'Idioma', 'Francês')
    await expect(page.getByTestId('keyword-language-note')).toHaveText('Não há palavras-chave próprias em Francês: o gerador usa o conteúdo em Inglês.')
    await pickOption(page, 'Idioma', 'Espanhol')
    await expect(page.getByTestId('keyword-language-note')).toHaveCount(0)
  })

  test('negatives: a language without a default list says so and loads the one chosen instead', async ({ page }) => {
    await newUser(page)
    await page.goto('/tools/negative-keywords')
    await pickOption(page, 'Idioma', 'Francês')
    await page.getByRole('button', { name: 'Carregar lista padrão' }).click()
    const notice = page.getByTestId('language-notice')
    await expect(notice).toContainText('Não há modelos em Francês. Gerar com os modelos em:')
    await expect(rows(page)).toHaveCount(0)
    await notice.getByRole('button', { name: 'Espanhol' }).click()
    await expect(notice).toHaveCount(0)
    await expect(page.getByLabel('Idioma')).toHaveText('Espanhol')
    expect(await texts(page)).toContain('empleo')
  })

  test('a negative added or edited by hand is lowercased', async ({ page }) => {
    await newUser(page)
    await page.goto('/tools/negative-keywords')
    await page.getByRole('button', { name: 'Adicionar manualmente' }).click()
    await page.getByRole('dialog').getByRole('textbox').fill('GRÁTIS\nReclame Aqui')
    await page.getByRole('dialog').getByRole('button', { name: 'Adicionar', exact: true }).click()
    expect(await texts(page)).toEqual(['grátis', 'reclame aqui'])
    await rows(page).nth(1).getByTestId('result-text').dblclick()
    await page.getByLabel('Editar item').fill('PIRATA')
    await page.getByLabel('Editar item').press('Enter')
    await expect(rows(page).nth(1).getByTestId('result-text')).toHaveText('pirata')
  })
})
