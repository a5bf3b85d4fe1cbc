import type { RequestContext } from 'payload'
import { describe, expect, it } from 'vitest'

import { changedPublic, keepGlobalOnline, noteCollectionSave, noteGlobalSave } from './publication'

const products = { slug: 'products', versions: { drafts: { autosave: false } } }
const media = { slug: 'media', versions: false }
const homePage = { slug: 'home-page' }

/** What the after-change hooks decide for one update of product 7, asked with `args`. */
function afterUpdate(args: Record<string, unknown>, doc: Record<string, unknown> = { id: 7, _status: 'draft' }) {
  const context: RequestContext = {}
  const req = { context } as never
  void noteCollectionSave({ args: { id: 7, ...args }, collection: products, operation: 'update', req } as never)
  return changedPublic(products, doc, context, 'update')
}

describe('which saves change what visitors see', () => {
  it('a draft saved beside the published document does not; an autosave neither', () => {
    expect(afterUpdate({ draft: true, data: { title: 'Entwurf' } })).toBe(false)
    expect(afterUpdate({ draft: true, autosave: true, data: { title: 'Entw' } })).toBe(false)
  })

  it('a publish, an unpublish and a publish asked together with draft do', () => {
    expect(afterUpdate({ data: { _status: 'published' } }, { id: 7, _status: 'published' })).toBe(true)
    expect(afterUpdate({ data: { _status: 'draft' } })).toBe(true)
    expect(afterUpdate({ draft: true, data: { _status: 'published' } }, { id: 7, _status: 'published' })).toBe(true)
  })

  it('a save without a note (a restored version) counts as a change', () => {
    expect(changedPublic(products, { id: 7, _status: 'published' }, {}, 'update')).toBe(true)
  })

  it('a new document counts only when it is created published', () => {
    expect(changedPublic(products, { id: 8, _status: 'draft' }, {}, 'create')).toBe(false)
    expect(changedPublic(products, { id: 8, _status: 'published' }, {}, 'create')).toBe(true)
  })

  it('collections and globals without drafts: every save', () => {
    const context: RequestContext = {}
    void noteCollectionSave({
      args: { id: 3, draft: true, data: {} },
      collection: media,
      operation: 'update',
      req: { context },
    } as never)
    expect(changedPublic(media, { id: 3 }, context, 'update')).toBe(true)
    void noteGlobalSave({
      args: { draft: true, data: {} },
      global: homePage,
      operation: 'update',
      req: { context },
    } as never)
    expect(changedPublic(homePage, {}, context)).toBe(true)
  })

  it('a restore counts, unless it is restored as a draft', () => {
    const restore = (args: Record<string, unknown>) => {
      const context: RequestContext = {}
      void noteCollectionSave({ args, collection: products, operation: 'restoreVersion', req: { context } } as never)
      return changedPublic(products, { id: 7, _status: 'published' }, context, 'update')
    }
    expect(restore({ id: 'version-1' })).toBe(true)
    expect(restore({ id: 'version-1', draft: true })).toBe(false)
  })

  it('a note speaks only of its document: the save of another one counts', () => {
    const context: RequestContext = {}
    void noteCollectionSave({
      args: { id: 1, draft: true, data: {} },
      collection: products,
      operation: 'update',
      req: { context },
    } as never)
    expect(changedPublic(products, { id: 1, _status: 'draft' }, context, 'update')).toBe(false)
    expect(changedPublic(products, { id: 2, _status: 'published' }, context, 'update')).toBe(true)
  })
})

describe('page texts, navigation and settings (globals with drafts)', () => {
  const aboutPage = { slug: 'about-page', versions: { drafts: { schedulePublish: true }, max: 25 } }
  const save = (operation: 'update' | 'restoreVersion', args: Record<string, unknown>) => {
    const context: RequestContext = {}
    void noteGlobalSave({ args, global: aboutPage, operation, req: { context } } as never)
    return changedPublic(aboutPage, { _status: 'published' }, context)
  }

  it('a draft leaves the live page alone; a publish changes it', () => {
    expect(save('update', { draft: true, data: { heading: 'Entwurf' } })).toBe(false)
    expect(save('update', { data: { heading: 'Neu', _status: 'published' } })).toBe(true)
    expect(save('update', { draft: true, data: { heading: 'Neu', _status: 'published' } })).toBe(true)
  })

  it('a restore changes the live page, "as draft" too (Payload writes the live document either way)', () => {
    expect(save('restoreVersion', { id: 'v1' })).toBe(true)
    expect(save('restoreVersion', { id: 'v1', draft: true })).toBe(true)
  })

  it('an unpublish is refused in the editor’s language; drafts and publishes pass', () => {
    const attempt =
      (args: Record<string, unknown>, language = 'de') =>
      () =>
        keepGlobalOnline({ args, global: aboutPage, operation: 'update', req: { i18n: { language } } } as never)
    expect(attempt({ data: { _status: 'draft' } })).toThrow(/bleiben immer online/)
    expect(attempt({ data: { _status: 'draft' } }, 'zh')).toThrow(/始终在线/)
    expect(attempt({ draft: true, data: { _status: 'draft' } })).not.toThrow()
    expect(attempt({ data: { _status: 'published' } })).not.toThrow()
  })
})
