import type { Cms } from './harness'

/** The texts of a test declaration in each language (Chinese too: the admin keeps it, no PDF is made of it). */
const texts = {
  de: { use: 'Waschtisch für den häuslichen Bereich', characteristic: 'Tragfähigkeit', performance: 'bestanden' },
  zh: { use: '家用洗手盆', characteristic: '承载能力', performance: '合格' },
  en: { use: 'Washbasin for domestic use', characteristic: 'Load resistance', performance: 'pass' },
  it: { use: 'Lavabo per uso domestico', characteristic: 'Resistenza al carico', performance: 'superato' },
  fr: { use: 'Lavabo à usage domestique', characteristic: 'Résistance à la charge', performance: 'conforme' },
  es: { use: 'Lavabo de uso doméstico', characteristic: 'Resistencia a la carga', performance: 'superado' },
} as const
export type TextLocale = keyof typeof texts
export const declarationTexts = texts

let n = 0
/** A number no other test declaration of this run has. */
export const nextDopNumber = (): string => `DoP-T-${process.pid}-${++n}`

/**
 * A declaration written as a draft in German and then in `languages`, as an editor does. Returns
 * its id; `publish` publishes it, which issues its PDFs.
 */
export function declarationsOf(cms: Cms) {
  const ctx = { disableRevalidate: true }
  async function draft(
    number: string,
    articles: string[],
    languages: readonly TextLocale[] = ['zh', 'en', 'it', 'fr', 'es'],
  ): Promise<number> {
    const doc = await cms.payload.create({
      collection: 'declarations',
      locale: 'de',
      data: {
        _status: 'draft',
        number,
        productType: `SANHAUS ${number}`,
        articles,
        intendedUse: texts.de.use,
        manufacturer: 'SANHAUS Bad GmbH\nHanauer Landstraße 291, 60314 Frankfurt am Main',
        standard: 'EN 14688:2015',
        avcp: '4',
        characteristics: [{ characteristic: texts.de.characteristic, performance: texts.de.performance }],
        place: 'Frankfurt am Main',
        date: '2026-03-02T00:00:00.000Z',
        signatory: 'Dr. Markus Weber\nGeschäftsführer',
      } as never,
      context: { ...ctx },
    })
    const rowId = doc.characteristics?.[0]?.id
    for (const locale of languages) {
      await cms.payload.update({
        collection: 'declarations',
        id: doc.id,
        locale,
        data: {
          _status: 'draft',
          intendedUse: texts[locale].use,
          characteristics: [
            { id: rowId, characteristic: texts[locale].characteristic, performance: texts[locale].performance },
          ],
        } as never,
        context: { ...ctx },
      })
    }
    return doc.id as number
  }
  const publish = (id: number) =>
    cms.payload.update({
      collection: 'declarations',
      id,
      locale: 'de',
      data: { _status: 'published' } as never,
      context: { ...ctx },
    })
  return { draft, publish }
}
