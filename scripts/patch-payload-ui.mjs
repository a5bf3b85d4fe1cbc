// Three texts of Payload's admin are written into its code instead of its translations, so no
// `i18n.translations` reaches them: the scheduling dialog's "All" (languages to publish), the date
// format of its date field (US "Dec 2, 2026 3:15 PM" whatever the admin's `dateFormat` says) and
// Live Preview's "Responsive" (the preview as wide as its pane). `npm install` runs this after
// installing: each of them is made to read the admin's translation (`general:allLocales`,
// `general:fitToWindow`, src/cms/i18n/adminTexts.ts) and format.
//
// Payload's version is pinned (package.json); every replacement must find its text exactly once,
// or this fails and names it, so an update of Payload that moves the code is noticed, not missed.
// Running it again changes nothing.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** [file, [what Payload ships, what it becomes][]] */
export const patches = [
  [
    'node_modules/@payloadcms/ui/dist/exports/client/index.js',
    [
      // The dialog's language list and its first choice.
      [
        'return V.unshift(oP),V}return[]},[l,f])',
        'return V.unshift({...oP,label:f.t("general:allLocales")}),V}return[]},[l,f])',
      ],
      ['[S,x]=or.useState(oP)', '[S,x]=or.useState(()=>({...oP,label:m("general:allLocales")}))'],
      // The dialog's date field in the admin's date format (`r`: the config's admin.dateFormat).
      [
        'onChange:V=>j(V),pickerAppearance:"dayAndTime",readOnly:F,',
        'onChange:V=>j(V),pickerAppearance:"dayAndTime",displayFormat:r,readOnly:F,',
      ],
      // Live Preview's full-width size.
      [
        'h=Wee(()=>[...t||[],{name:"responsive",height:"100%",label:"Responsive",width:"100%"}],[t])',
        '{t:Et}=E(),h=Wee(()=>[...t||[],{name:"responsive",height:"100%",label:Et("general:fitToWindow"),width:"100%"}],[t,Et])',
      ],
    ],
  ],
  [
    'node_modules/@payloadcms/ui/dist/elements/PublishButton/ScheduleDrawer/index.js',
    [
      [
        '      options.unshift(defaultLocaleOption);',
        '      options.unshift({ ...defaultLocaleOption, label: i18n.t("general:allLocales") });',
      ],
      [
        'React.useState(defaultLocaleOption);',
        'React.useState(() => ({ ...defaultLocaleOption, label: t("general:allLocales") }));',
      ],
      [
        '        pickerAppearance: "dayAndTime",\n',
        '        pickerAppearance: "dayAndTime",\n        displayFormat: dateFormat,\n',
      ],
    ],
  ],
  [
    'node_modules/@payloadcms/ui/dist/providers/LivePreview/index.js',
    [
      [
        "  const breakpoints = useMemo(() => [...(incomingBreakpoints || []), {\n    name: 'responsive',\n    height: '100%',\n    label: 'Responsive',\n    width: '100%'\n  }], [incomingBreakpoints]);",
        "  const { t: translate } = useTranslation();\n  const breakpoints = useMemo(() => [...(incomingBreakpoints || []), {\n    name: 'responsive',\n    height: '100%',\n    label: translate('general:fitToWindow'),\n    width: '100%'\n  }], [incomingBreakpoints, translate]);\n",
      ],
      [
        "import { usePopupWindow } from '../../hooks/usePopupWindow.js';",
        "import { usePopupWindow } from '../../hooks/usePopupWindow.js';\nimport { useTranslation } from '../Translation/index.js';",
      ],
    ],
  ],
]

const count = (text, part) => text.split(part).length - 1

/** Applies the patches under `base`; returns the files changed. Throws, naming it, on a text not found once. */
export function applyPatches(base = root) {
  const changed = []
  for (const [file, replacements] of patches) {
    const full = path.join(base, file)
    const original = fs.readFileSync(full, 'utf8')
    let text = original
    for (const [from, to] of replacements) {
      if (count(text, to) === 1) continue
      if (count(text, from) === 1) text = text.replace(from, () => to)
      else throw new Error(`${file}: expected once, found ${count(text, from)} times: ${from.slice(0, 80)}`)
    }
    if (text !== original) {
      fs.writeFileSync(full, text)
      changed.push(file)
    }
  }
  return changed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = applyPatches()
  console.log(
    changed.length ? `Payload's admin texts patched: ${changed.join(', ')}` : "Payload's admin texts: patched already",
  )
}
