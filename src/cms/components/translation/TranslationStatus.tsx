import type { AdminViewServerProps } from 'payload'

import { AdminViewFrame } from '@/cms/components/AdminViewFrame'
import { translationLabels as T } from '@/cms/translation/labels'
import { countByLanguage, languagesOf, translationOverview, type StatusRow } from '@/cms/translation/overview'
import { xliffLabels as X } from '@/cms/translation/xliffLabels'
import { isLocale, localeNames } from '@/i18n/locales'
import { translationStates, type FieldStatus, type TranslationState } from '@/lib/translation/status'

import { say } from './text'
import styles from './Translations.module.css'
import { XliffImport } from './XliffImport.client'

/** Rows shown at most; the filters narrow the rest down. */
const SHOWN = 300

const one = (value: unknown): string => (Array.isArray(value) ? String(value[0] ?? '') : String(value ?? ''))

/** Which rows the filters keep; the status `open` (the default) means missing or outdated. */
function choose(rows: StatusRow[], language: string, kind: string, state: string): StatusRow[] {
  return rows.filter(
    (row) =>
      (!isLocale(language) || row.locale === language) &&
      (!kind || row.kind === kind) &&
      (state === 'all' || (state === 'open' ? row.state !== 'current' : row.state === state)),
  )
}

/** A field as editors know it: its groups' and its own label, and its row in a list. */
function fieldName(field: FieldStatus, language: string): string {
  if (!field.label) return field.path
  const names = [...(field.label.parents ?? []), field.label.text].map((label) => say(label, language))
  return `${names.join(' › ')}${field.label.row ? ` (${field.label.row})` : ''}`
}

/** The choice of a kind of content (the board's filter, the XLIFF export). */
function KindSelect({ kinds, chosen, language }: { kinds: [string, string][]; chosen: string; language: string }) {
  return (
    <label>
      {say(T.kind, language)}
      <select name="kind" defaultValue={chosen}>
        <option value="">{say(T.all, language)}</option>
        {kinds.map(([slug, label]) => (
          <option key={slug} value={slug}>
            {label}
          </option>
        ))}
      </select>
    </label>
  )
}

function Badge({ state, language }: { state: TranslationState; language: string }) {
  return <span className={`${styles.badge} ${styles[state]}`}>{say(T.states[state], language)}</span>
}

/**
 * "Geprüft": an outdated field whose source change needs no new translation, or a text that
 * stays the source's (a name), is confirmed without being changed (`POST /api/translation/checked`).
 */
function CheckedButton({
  row,
  field,
  api,
  back,
  language,
}: {
  row: StatusRow
  field: FieldStatus
  api: string
  back: string
  language: string
}) {
  if (field.state !== 'outdated' && field.state !== 'identical') return null
  const title = say(T.markCheckedTitle, language, {
    field: fieldName(field, language),
    language: localeNames[row.locale],
  })
  return (
    <form method="post" action={`${api}/translation/checked`} className={styles.checkForm}>
      {'collection' in row.entity ? (
        <>
          <input type="hidden" name="collection" value={row.entity.collection} />
          <input type="hidden" name="id" value={row.entity.id} />
        </>
      ) : (
        <input type="hidden" name="global" value={row.entity.global} />
      )}
      <input type="hidden" name="locale" value={row.locale} />
      <input type="hidden" name="path" value={field.path} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={styles.checkButton} data-check={field.path} aria-label={title} title={title}>
        {say(T.markChecked, language)}
      </button>
    </form>
  )
}

/**
 * The admin's translation status: per language the count of documents missing, outdated and
 * current; below, every document and language with the fields that are not current, each leading
 * to the document in that language with the field marked (`?field=`).
 */
export async function TranslationStatus({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language
  const user = req.user
  const rows = user ? await translationOverview(req.payload, user) : []
  const chosen = {
    language: one(searchParams?.language),
    kind: one(searchParams?.kind),
    state: one(searchParams?.status) || 'open',
  }
  const kept = choose(rows, chosen.language, chosen.kind, chosen.state)
  const counts = countByLanguage(rows)
  const kinds = [...new Map(rows.map((row) => [row.kind, say(row.kindLabel, language)])).entries()]
  const base = `${req.payload.config.routes.admin}/translations`
  const api = req.payload.config.routes.api
  // Where "Geprüft" leads back to: the board as filtered now.
  const back = `${base}?${new URLSearchParams({ language: chosen.language, kind: chosen.kind, status: chosen.state })}`
  return (
    <AdminViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>{say(T.title, language)}</h1>
      <p className={styles.intro}>{say(T.intro, language)}</p>
      <table className={styles.summary} data-translation-summary>
        <thead>
          <tr>
            <th scope="col">{say(T.language, language)}</th>
            {translationStates.map((state) => (
              <th scope="col" key={state}>
                {say(T.states[state], language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...counts.entries()].map(([code, count]) => (
            <tr key={code} data-language={code}>
              <th scope="row" lang={code}>
                {localeNames[code]}
              </th>
              {translationStates.map((state) => (
                <td key={state} data-state={state}>
                  <a href={`${base}?language=${code}&status=${state}`}>{count[state]}</a>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <section className={styles.xliff} aria-labelledby="xliff-title" data-xliff>
        <h2 id="xliff-title">{say(X.title, language)}</h2>
        <p className={styles.intro}>{say(X.intro, language)}</p>
        <form className={styles.filters} method="get" action={`${api}/translation/xliff`} data-xliff-export>
          <label>
            {say(T.language, language)}
            <select name="language" defaultValue={isLocale(chosen.language) ? chosen.language : undefined}>
              {(user ? languagesOf(user) : []).map((code) => (
                <option key={code} value={code} lang={code}>
                  {localeNames[code]}
                </option>
              ))}
            </select>
          </label>
          <KindSelect kinds={kinds} chosen={chosen.kind} language={language} />
          <label>
            {say(X.scope, language)}
            <select name="scope" defaultValue="open">
              <option value="open">{say(X.scopeOpen, language)}</option>
              <option value="all">{say(X.scopeAll, language)}</option>
            </select>
          </label>
          <label>
            {say(X.format, language)}
            <select name="version" defaultValue="1.2">
              <option value="1.2">XLIFF 1.2</option>
              <option value="2.0">XLIFF 2.0</option>
            </select>
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }}>
            {say(X.exportButton, language)}
          </button>
        </form>
        <XliffImport
          api={api}
          admin={req.payload.config.routes.admin}
          texts={{
            file: say(X.file, language),
            importButton: say(X.importButton, language),
            importing: say(X.importing, language),
            refusedCount: say(X.refusedCount, language),
            unit: say(X.unit, language),
            reason: say(X.reason, language),
            inFile: say(X.inFile, language),
            now: say(X.now, language),
          }}
        />
      </section>

      <form className={styles.filters} method="get" action={base}>
        <label>
          {say(T.language, language)}
          <select name="language" defaultValue={chosen.language}>
            <option value="">{say(T.all, language)}</option>
            {[...counts.keys()].map((code) => (
              <option key={code} value={code} lang={code}>
                {localeNames[code]}
              </option>
            ))}
          </select>
        </label>
        <KindSelect kinds={kinds} chosen={chosen.kind} language={language} />
        <label>
          {say(T.status, language)}
          <select name="status" defaultValue={chosen.state}>
            <option value="open">{say(T.notCurrent, language)}</option>
            {translationStates.map((state) => (
              <option key={state} value={state}>
                {say(T.states[state], language)}
              </option>
            ))}
            <option value="all">{say(T.all, language)}</option>
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }}>
          {say(T.filter, language)}
        </button>
      </form>

      <p role="status">{say(T.shown, language, { count: Math.min(kept.length, SHOWN), total: kept.length })}</p>
      {kept.length === 0 ? (
        <p>{say(T.none, language)}</p>
      ) : (
        <table className={styles.table} data-translation-rows>
          <thead>
            <tr>
              <th scope="col">{say(T.kind, language)}</th>
              <th scope="col">{say(T.document, language)}</th>
              <th scope="col">{say(T.language, language)}</th>
              <th scope="col">{say(T.status, language)}</th>
              <th scope="col">{say(T.fields, language)}</th>
            </tr>
          </thead>
          <tbody>
            {kept.slice(0, SHOWN).map((row) => (
              <tr
                key={`${row.href}:${row.locale}`}
                data-kind={row.kind}
                data-language={row.locale}
                data-state={row.state}
              >
                <td>{say(row.kindLabel, language)}</td>
                <td>
                  <a href={`${row.href}?locale=${row.locale}${row.fields[0] ? `&field=${row.fields[0].path}` : ''}`}>
                    {row.title}
                  </a>
                </td>
                <td lang={row.locale}>{localeNames[row.locale]}</td>
                <td>
                  <Badge state={row.state} language={language} />
                </td>
                <td>
                  <ul className={styles.fieldList}>
                    {row.fields.map((field) => (
                      <li key={field.path}>
                        <a
                          href={`${row.href}?locale=${row.locale}&field=${field.path}`}
                          data-field={field.path}
                          data-state={field.state}
                          title={field.path}
                        >
                          {fieldName(field, language)}
                        </a>{' '}
                        <Badge state={field.state} language={language} />
                        <CheckedButton row={row} field={field} api={api} back={back} language={language} />
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminViewFrame>
  )
}
