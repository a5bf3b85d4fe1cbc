import styles from './Sections.module.css'

/** Heading row of a page section: a quiet index figure, the heading and, beside it, the introduction. */
export function SectionHead({
  id,
  index,
  heading,
  text,
}: {
  id: string
  index: number
  heading: string
  text?: string | null
}) {
  return (
    <div className={styles.head}>
      <div>
        <p className={`eyebrow ${styles.index}`} aria-hidden="true">
          {String(index).padStart(2, '0')}
        </p>
        <h2 id={id}>{heading}</h2>
      </div>
      {text && <p className={styles.lead}>{text}</p>}
    </div>
  )
}
