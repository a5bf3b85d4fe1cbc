import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

/** A reference out of the file: `url(...)` to anything but a `#fragment` of the same file, or an import. */
const EXTERNAL_CSS = /@import|url\s*\(\s*(?!['"]?#)/i

/**
 * An uploaded SVG without anything that could run or reach out: scripts, event handlers,
 * `<foreignObject>`, embedded pictures and links, and every reference outside the file (`href`s
 * that are not `#fragment`s, `url(...)` to other files, `@import`). What remains is drawing.
 */
export function sanitizeSvg(svg: string): string {
  const { window } = new JSDOM('')
  try {
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && EXTERNAL_CSS.test(node.textContent ?? '')) node.parentNode?.removeChild(node)
    })
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase()
      const value = data.attrValue.trim()
      if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) data.keepAttr = false
      if (EXTERNAL_CSS.test(value)) data.keepAttr = false
    })
    // The XML declaration is no markup to keep; `<use>` stays for references within the file.
    const clean = purify
      .sanitize(svg.replace(/^\uFEFF?\s*<\?xml[^>]*\?>/, ''), {
        ADD_TAGS: ['use'],
        USE_PROFILES: { svg: true, svgFilters: true },
        FORBID_TAGS: ['script', 'foreignObject', 'a', 'image', 'feImage', 'iframe', 'embed', 'object'],
        ALLOW_DATA_ATTR: false,
      })
      .trim()
    purify.removeAllHooks()
    // A file on its own needs its namespace to be drawn as SVG.
    return /^<svg\b[^>]*\sxmlns=/.test(clean)
      ? clean
      : clean.replace(/^<svg\b/, '<svg xmlns="http://www.w3.org/2000/svg"')
  } finally {
    window.close()
  }
}
