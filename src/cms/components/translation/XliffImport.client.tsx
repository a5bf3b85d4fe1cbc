'use client'

import { useState, type FormEvent } from 'react'

import styles from './Translations.module.css'

export type XliffImportTexts = {
  file: string
  importButton: string
  importing: string
  refusedCount: string
  unit: string
  reason: string
  inFile: string
  now: string
}

type Refused = { key: string; reason: string; message: string; source?: { file: string; now: string } }
type Answer = { message?: string; locale?: string; refused?: Refused[]; errors?: { message: string }[] }

/** A unit's key as the admin address of its field in that language. */
function fieldHref(admin: string, key: string, locale?: string): string | null {
  const [first, second, ...rest] = key.split('/')
  if (!first || !second || rest.length === 0) return null
  const base = first === 'globals' ? `${admin}/globals/${second}` : `${admin}/collections/${first}/${second}`
  return `${base}?${new URLSearchParams({ ...(locale ? { locale } : {}), field: rest.join('/') })}`
}

/**
 * The translated XLIFF file back from the agency: sent to `POST /api/translation/xliff`; what was
 * saved as drafts is said in one line, every unit not taken is listed with its reason, and a
 * changed source with the German text in the file and the German text now.
 */
export function XliffImport({ api, admin, texts }: { api: string; admin: string; texts: XliffImportTexts }) {
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setAnswer(null)
    try {
      const res = await fetch(`${api}/translation/xliff`, {
        method: 'POST',
        body: new FormData(event.currentTarget),
        credentials: 'include',
      })
      setAnswer((await res.json()) as Answer)
    } catch (error) {
      setAnswer({ errors: [{ message: (error as Error).message }] })
    } finally {
      setBusy(false)
    }
  }
  const refused = answer?.refused ?? []
  return (
    <form className={styles.filters} onSubmit={submit} data-xliff-import>
      <label>
        {texts.file}
        <input type="file" name="file" accept=".xlf,.xliff,.xml,application/xliff+xml" required />
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} disabled={busy}>
        {busy ? texts.importing : texts.importButton}
      </button>
      <div role="status" className={styles.xliffResult} data-xliff-result>
        {answer?.errors?.map((e) => (
          <p key={e.message} className={styles.xliffError} data-xliff-error>
            {e.message}
          </p>
        ))}
        {answer?.message ? <p data-xliff-applied>{answer.message}</p> : null}
        {refused.length > 0 ? (
          <>
            <p>{texts.refusedCount.replace('{count}', String(refused.length))}</p>
            <table className={styles.table} data-xliff-refused>
              <thead>
                <tr>
                  <th scope="col">{texts.unit}</th>
                  <th scope="col">{texts.reason}</th>
                </tr>
              </thead>
              <tbody>
                {refused.map((unit) => {
                  const href = fieldHref(admin, unit.key, answer?.locale)
                  return (
                    <tr key={unit.key} data-reason={unit.reason}>
                      <td>{href ? <a href={href}>{unit.key}</a> : unit.key}</td>
                      <td>
                        {unit.message}
                        {unit.source ? (
                          <dl className={styles.xliffSources}>
                            <dt>{texts.inFile}</dt>
                            <dd lang="de">{unit.source.file}</dd>
                            <dt>{texts.now}</dt>
                            <dd lang="de">{unit.source.now}</dd>
                          </dl>
                        ) : null}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </>
        ) : null}
      </div>
    </form>
  )
}
