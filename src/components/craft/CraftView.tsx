import styles from '@/components/craft/Craft.module.css'
import { PageIntro } from '@/components/layout/PageIntro'
import type { Locale } from '@/i18n/locales'
import { getList, getPageGlobal } from '@/lib/cms/content'
import { fallbackLang } from '@/lib/fallbackLang'
import { IconItem } from '@/ui/text'

/** /craft: the technology of each product line as feature icons (svg, title, description). */
export async function CraftView({ locale }: { locale: Locale }) {
  const [page, lines] = await Promise.all([getPageGlobal('craft-page', locale), getList('technology-lines', locale)])
  return (
    <>
      <PageIntro heading={page.heading} text={page.text} doc={page} />
      <nav className={styles.jump} aria-label={page.heading}>
        <ul className="container">
          {lines.map((line) => (
            <li key={line.id}>
              <a href={`#${line.key}`}>{line.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {lines.map((line, n) => (
        <section
          key={line.id}
          id={line.key}
          className={`section ${n % 2 ? 'section--stone' : ''} ${styles.line}`}
          aria-labelledby={`${line.key}-title`}
        >
          <div className={`container ${styles.lineGrid}`}>
            <div className={styles.lineHead}>
              <span className={styles.index} aria-hidden="true">
                {String(n + 1).padStart(2, '0')}
              </span>
              <h2 id={`${line.key}-title`} lang={fallbackLang(line, 'title')}>
                {line.title}
              </h2>
              {line.intro && <p lang={fallbackLang(line, 'intro')}>{line.intro}</p>}
            </div>
            <ul className={styles.features}>
              {(line.features ?? []).map((f, i) => (
                <IconItem
                  key={f.id}
                  icon={f.icon}
                  title={f.title}
                  text={f.description}
                  index={i % 3}
                  iconClassName={styles.icon}
                  lang={{
                    title: fallbackLang(line, `features.${i}.title`),
                    text: fallbackLang(line, `features.${i}.description`),
                  }}
                />
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  )
}
