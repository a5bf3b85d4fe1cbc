import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './ChunkErrorGuard.module.css'

/** Spec section 8: a script or stylesheet part may fail or time out (120 s). */
export const CHUNK_TIMEOUT_MS = 120_000

/**
 * Watches for a failed script or stylesheet chunk from the first byte on (it must work when
 * the app's own scripts are the ones that failed), and for scripts that never finish loading
 * within the time-out; either way the visitor gets a notice with a reload link.
 * Static text, so a CSP hash of it stays valid.
 */
export const chunkGuardScript = [
  "(function(){var shown=false;function show(){if(shown)return;var el=document.getElementById('chunk-error');",
  "if(!el){document.addEventListener('DOMContentLoaded',show);return}",
  "shown=true;el.hidden=false;var a=el.querySelector('a');if(a)a.focus()}",
  "window.addEventListener('error',function(e){var t=e.target;if(!t||!t.tagName)return;",
  "var u=t.src||t.href||'';if((t.tagName==='SCRIPT'||t.tagName==='LINK')&&u.indexOf('/_next/')!==-1)show()}",
  ",true);window.addEventListener('unhandledrejection',function(e){",
  "var r=e.reason;var m=r?String(r.name)+' '+String(r.message):'';",
  'if(/ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|dynamically imported module/i.test(m))show()}',
  `);setTimeout(function(){if(!window.__appReady)show()},${CHUNK_TIMEOUT_MS}`,
  ')})();',
].join('')

export function ChunkErrorScript() {
  return <script id="chunk-guard" dangerouslySetInnerHTML={{ __html: chunkGuardScript }} />
}

export async function ChunkErrorNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'chunkError' })
  return (
    <div id="chunk-error" className={styles.notice} role="alert" hidden>
      <p>
        <strong>{t('title')}</strong> {t('text')}
      </p>
      {/* An empty href reloads this very page, even when no script works any more. */}
      <a href="" className={styles.reload}>
        {t('reload')}
      </a>
    </div>
  )
}
