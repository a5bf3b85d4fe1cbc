'use client'

import { useState } from 'react'

import { Icon } from '@/ui/Icon'

type Props = {
  /** the text that goes to the clipboard */
  text: string
  label: string
  /** said (politely, to screen readers too) once the text is on the clipboard */
  done: string
  className?: string
}

/**
 * A button that puts a text on the clipboard and says so. Without scripts (or a clipboard) the text
 * stays where it is on the page, selectable, and the files beside the button hold it too.
 */
export function CopyText({ text, label, done, className }: Props) {
  const [said, setSaid] = useState('')
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setSaid('')
          void navigator.clipboard?.writeText(text).then(
            () => setSaid(done),
            () => setSaid(''),
          )
        }}
      >
        <Icon name="copy" />
        {label}
      </button>
      <span role="status" aria-live="polite" data-copy-status>
        {said}
      </span>
    </>
  )
}
