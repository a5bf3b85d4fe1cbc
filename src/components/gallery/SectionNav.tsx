import styles from './Sections.module.css'

/** Links to the sections of a long page. */
export function SectionNav({ label, links }: { label: string; links: { id: string; label: string }[] }) {
  if (links.length < 2) return null
  return (
    <nav className={styles.contents} aria-label={label}>
      <div className="container">
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
