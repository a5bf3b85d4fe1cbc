import type { Field, FieldAccess } from 'payload'
import { describe, expect, it } from 'vitest'

import { sharedReadOnlyForLimited } from './limits'

const translator = { role: 'editor', languages: ['it'] }
const editor = { role: 'editor', languages: [] }

/** What a field's update rule answers for a user (true where it has none). */
async function mayUpdate(field: Field | undefined, user: unknown): Promise<boolean> {
  const update = (field as { access?: { update?: FieldAccess } } | undefined)?.access?.update
  return update ? Boolean(await update({ req: { user } } as never)) : true
}

const named = (fields: readonly Field[], name: string) =>
  fields.find((f) => 'name' in f && f.name === name) as (Field & { fields?: Field[] }) | undefined

describe('fields a translator may not change', () => {
  const fields = sharedReadOnlyForLimited([
    { name: 'title', type: 'text', localized: true },
    { name: 'slug', type: 'text' },
    { name: 'gallery', type: 'array', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
    {
      name: 'specs',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', localized: true },
        { name: 'value', type: 'number' },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'description', type: 'textarea', localized: true },
        { name: 'noIndex', type: 'checkbox' },
      ],
    },
    { name: 'hotline', type: 'group', localized: true, fields: [{ name: 'number', type: 'text' }] },
    { name: 'translation', type: 'json' },
  ] as Field[])

  it('are read-only for an account limited to some languages, and stay open to editors', async () => {
    for (const name of ['slug', 'gallery']) {
      expect(await mayUpdate(named(fields, name), translator), name).toBe(false)
      expect(await mayUpdate(named(fields, name), editor), name).toBe(true)
    }
    // A list with texts of a language keeps its rows' texts open; its shared values are closed.
    const specs = named(fields, 'specs')
    expect(await mayUpdate(specs, translator)).toBe(true)
    expect(await mayUpdate(named(specs!.fields!, 'label'), translator)).toBe(true)
    expect(await mayUpdate(named(specs!.fields!, 'value'), translator)).toBe(false)
    const seo = named(fields, 'seo')
    expect(await mayUpdate(named(seo!.fields!, 'description'), translator)).toBe(true)
    expect(await mayUpdate(named(seo!.fields!, 'noIndex'), translator)).toBe(false)
  })

  it('leave the texts of a language, what is localized as a whole and the system’s own fields alone', async () => {
    for (const name of ['title', 'hotline', 'translation'])
      expect(await mayUpdate(named(fields, name), translator), name).toBe(true)
    expect(await mayUpdate(named(named(fields, 'hotline')!.fields!, 'number'), translator)).toBe(true)
  })

  it('let a translator’s save through to the check that names the fields (the API is refused, not ignored)', async () => {
    const during = { user: translator, context: { 'translation:saving': true } }
    const update = (named(fields, 'slug') as { access: { update: FieldAccess } }).access.update
    expect(await update({ req: during } as never)).toBe(true)
  })

  it('keep a field’s own rule: a field closed to everybody stays closed', async () => {
    const [own] = sharedReadOnlyForLimited([{ name: 'code', type: 'text', access: { update: () => false } }])
    expect(await mayUpdate(own, editor)).toBe(false)
  })
})
