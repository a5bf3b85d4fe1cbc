import type { Endpoint, PayloadRequest } from 'payload'

import { canEditContent } from '@/cms/access/roles'
import { hasDrafts } from '@/cms/hooks/publication'
import { inAdminLanguage } from '@/cms/labels'
import { isLocale, localeNames } from '@/i18n/locales'
import { targetLocales } from '@/lib/translation/status'

import { translationLabels as T } from './labels'
import { userLanguages } from './limits'
import { CHECKED_CONTEXT, hasTranslation, type CheckedFields } from './record'

/** Fields one press may confirm, and the longest path taken. */
const MOST_PATHS = 200
const LONGEST_PATH = 300

/** The form's (or a JSON body's) values: each name with all its values. */
async function readBody(req: PayloadRequest): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') out.set(key, [...(out.get(key) ?? []), String(value)])
  }
  const type = req.headers.get('content-type') ?? ''
  const text = req.text ? await req.text() : ''
  if (type.includes('application/json')) {
    let body: unknown = null
    try {
      body = JSON.parse(text)
    } catch {
      body = null
    }
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>))
      for (const one of Array.isArray(value) ? value : [value]) add(key, one)
  } else for (const [key, value] of new URLSearchParams(text)) add(key, value)
  return out
}

const answer = (req: PayloadRequest, status: number, text: (typeof T)[keyof typeof T], values = {}) =>
  Response.json({ errors: [{ message: inAdminLanguage(text as never, req, values) }] }, { status })

/**
 * "Geprüft" on the translation board: the fields named (`path`, repeated) of one document or
 * global (`collection` and `id`, or `global`) in one language (`locale`) are right as they are
 * against the German source now. Saved as a draft of that language that changes no text, so the
 * version history shows who confirmed it; a form's press leads back to the board (`back`).
 */
export const translationCheckedEndpoint: Endpoint = {
  path: '/translation/checked',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !canEditContent({ req })) return answer(req, 403, T.checkedNotAllowed)
    const body = await readBody(req)
    const one = (key: string) => body.get(key)?.[0] ?? ''
    const locale = one('locale')
    const own = userLanguages(req.user)
    if (!isLocale(locale) || !targetLocales.includes(locale) || (own && !own.includes(locale)))
      return answer(req, 400, T.checkedLanguage, {
        languages: (own ?? targetLocales).map((l) => localeNames[l]).join(', '),
      })
    const paths = [...new Set(body.get('path') ?? [])]
    if (paths.length === 0 || paths.length > MOST_PATHS || paths.some((p) => !p || p.length > LONGEST_PATH))
      return answer(req, 400, T.checkedFields)
    const checked: CheckedFields = { locale, paths }
    const context = { ...req.context, [CHECKED_CONTEXT]: checked }
    const collection = req.payload.config.collections.find((c) => c.slug === one('collection'))
    const global = req.payload.config.globals.find((g) => g.slug === one('global'))
    const id = one('id')
    try {
      if (collection && id && hasTranslation(collection)) {
        await req.payload.update({
          collection: collection.slug as 'products',
          id,
          locale,
          data: {},
          ...(hasDrafts(collection) ? { draft: true } : {}),
          context,
          depth: 0,
          user: req.user,
          overrideAccess: false,
        })
      } else if (global && hasTranslation(global)) {
        await req.payload.updateGlobal({
          slug: global.slug as 'site-settings',
          locale,
          data: {},
          ...(hasDrafts(global) ? { draft: true } : {}),
          context,
          depth: 0,
          user: req.user,
          overrideAccess: false,
        })
      } else return answer(req, 404, T.checkedFields)
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status === 403 || status === 404)
        return Response.json({ errors: [{ message: (error as Error).message }] }, { status })
      throw error
    }
    const admin = req.payload.config.routes.admin
    const back = one('back')
    if (back.startsWith(`${admin}/translations`) && !back.includes('//'))
      return new Response(null, { status: 303, headers: { location: back } })
    return Response.json({ checked: paths.length, locale })
  },
}
