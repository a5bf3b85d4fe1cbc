import type { Endpoint, PayloadRequest } from 'payload'

import { canEditContent } from '@/cms/access/roles'
import { inAdminLanguage, type AdminText } from '@/cms/labels'
import { isLocale, languageOfTag, localeNames, localeTags, type Locale } from '@/i18n/locales'
import { sentences } from '@/lib/translation/memory/segment'
import { readTmx, TmxError, writeTmx, type TmxUnit } from '@/lib/translation/memory/tmx'
import { SOURCE_LOCALE, targetLocales } from '@/lib/translation/status'

import { memoryLabels as M } from './labels'
import { allPairs, memoryIndex, storePairs, type StoredPair } from './store'
import { languagesOf } from '../overview'

const refuse = (req: PayloadRequest, status: number, text: AdminText, values = {}, reason?: string) =>
  Response.json(
    { errors: [{ message: inAdminLanguage(text, req, values) }], ...(reason ? { reason } : {}) },
    { status },
  )

const queryOf = (req: PayloadRequest) => new URL(req.url ?? 'http://x/', 'http://x').searchParams

/** The longest text looked up at once (a long description). */
const LONGEST_TEXT = 20_000

/**
 * `GET /api/translation/memory?language=it&text=…`: the German text's sentences, each with its
 * best matches from 75 % on (score, stored source, translation, the words that differ).
 */
export const memoryLookupEndpoint: Endpoint = {
  path: '/translation/memory',
  method: 'get',
  handler: async (req) => {
    if (!req.user || !canEditContent({ req })) return refuse(req, 403, M.notAllowed)
    const query = queryOf(req)
    const locale = query.get('language') ?? ''
    const own = languagesOf(req.user)
    if (!isLocale(locale) || !own.includes(locale))
      return refuse(req, 400, M.language, { languages: own.map((l) => localeNames[l]).join(', ') })
    const text = (query.get('text') ?? '').slice(0, LONGEST_TEXT)
    const index = await memoryIndex(req.payload, locale)
    const segments = text
      .split(/\n+/)
      .flatMap((paragraph) => sentences(paragraph, SOURCE_LOCALE))
      .map((source) => ({ source, matches: index.lookup(source) }))
    return Response.json({ language: locale, segments }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/** `GET /api/translation/memory/tmx[?language=it]`: the memory (of one target language) as TMX 1.4. */
export const memoryTmxExportEndpoint: Endpoint = {
  path: '/translation/memory/tmx',
  method: 'get',
  handler: async (req) => {
    if (!req.user || !canEditContent({ req })) return refuse(req, 403, M.notAllowed)
    const wanted = queryOf(req).get('language')
    const own = languagesOf(req.user)
    if (wanted && (!isLocale(wanted) || !own.includes(wanted)))
      return refuse(req, 400, M.language, { languages: own.map((l) => localeNames[l]).join(', ') })
    const languages: Locale[] = wanted ? [wanted as Locale] : own
    const units = new Map<string, TmxUnit>()
    for (const pair of await allPairs(req.payload, languages)) {
      const unit = units.get(pair.source) ?? { source: pair.source, targets: [] }
      unit.targets.push({ lang: localeTags[pair.locale], text: pair.target })
      units.set(pair.source, unit)
    }
    const day = new Date().toISOString().slice(0, 10)
    return new Response(writeTmx([...units.values()], localeTags[SOURCE_LOCALE], new Date()), {
      headers: {
        'Content-Type': 'application/x-tmx+xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="sanhaus-memory-${wanted ?? 'all'}-${day}.tmx"`,
        'Cache-Control': 'no-store',
        'X-Units': String(units.size),
      },
    })
  },
}

/**
 * `POST /api/translation/memory/tmx` (admins; the file as a form's `file` or the body): an agency's
 * TMX into the memory. Each unit's German variant pairs with each variant in a language of the
 * site; the same German sentence again takes the imported translation.
 */
export const memoryTmxImportEndpoint: Endpoint = {
  path: '/translation/memory/tmx',
  method: 'post',
  handler: async (req) => {
    if (req.user?.role !== 'admin') return refuse(req, 403, M.importNotAllowed)
    const type = req.headers.get('content-type') ?? ''
    let text = ''
    if (type.includes('multipart/form-data') && req.formData) {
      const file = (await req.formData()).get('file')
      text = file && typeof file !== 'string' ? new TextDecoder().decode(await file.arrayBuffer()) : (file ?? '')
    } else text = req.text ? await req.text() : ''
    let read
    try {
      read = readTmx(text)
    } catch (error) {
      if (!(error instanceof TmxError)) throw error
      return refuse(req, 400, M.errors[error.reason], { detail: error.detail }, error.reason)
    }
    const source = read.sourceLang && read.sourceLang !== '*all*' ? languageOfTag(read.sourceLang) : null
    if (source && source !== SOURCE_LOCALE)
      return refuse(req, 400, M.errors.sourceLanguage, { language: read.sourceLang ?? '' }, 'sourceLanguage')
    const pairs: StoredPair[] = []
    let skipped = 0
    for (const unit of read.units) {
      const german = unit.find((v) => languageOfTag(v.lang) === SOURCE_LOCALE)
      const others = unit.filter((v) => v !== german && targetLocales.includes(languageOfTag(v.lang) as Locale))
      if (!german?.text.trim() || others.length === 0) {
        skipped++
        continue
      }
      for (const other of others)
        if (other.text.trim())
          pairs.push({
            locale: languageOfTag(other.lang) as Locale,
            source: german.text.trim(),
            target: other.text.trim(),
            origin: 'tmx',
          })
    }
    const { added, changed } = await storePairs(req.payload, pairs)
    return Response.json({
      units: read.units.length,
      pairs: pairs.length,
      added,
      changed,
      skipped,
      message: inAdminLanguage(M.imported, req, { units: read.units.length, added, changed }),
    })
  },
}
