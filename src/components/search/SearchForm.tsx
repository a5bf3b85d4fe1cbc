import { MAX_QUERY_LENGTH } from '@/lib/search/request'
import { Icon } from '@/ui/Icon'

import styles from './Search.module.css'

type Labels = { form: string; label: string; placeholder: string; submit: string }

/** The search page's own form: a plain GET form, so it works before (and without) any script. */
export function SearchForm({ action, query, labels }: { action: string; query: string; labels: Labels }) {
  return (
    <form role="search" aria-label={labels.form} action={action} method="get" className={styles.form}>
      <label htmlFor="search-page-q" className="visually-hidden">
        {labels.label}
      </label>
      <span className={styles.field}>
        <Icon name="search" size={20} className={styles.fieldIcon} />
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={labels.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
      </span>
      <button type="submit" className="button">
        {labels.submit}
      </button>
    </form>
  )
}
