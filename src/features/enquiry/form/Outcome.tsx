import styles from './EnquiryForm.module.css'
import { FormIcon } from './FormIcons'
import type { Outcome as SendOutcome } from './send'
import { fill, type EnquiryTexts } from './texts'

/** Why the enquiry did not arrive, and that nothing typed was lost. */
export function Outcome({ texts, outcome }: { texts: EnquiryTexts; outcome: SendOutcome }) {
  const message =
    outcome.kind === 'timeout'
      ? texts.timeout
      : outcome.kind === 'offline'
        ? texts.offline
        : outcome.kind === 'rate_limited'
          ? fill(texts.rateLimited, { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) })
          : outcome.kind === 'unavailable'
            ? texts.unavailable
            : texts.failed
  return (
    <p className={styles.problem} role="alert" data-outcome={outcome.kind}>
      <FormIcon name="alertLarge" />
      <span>{message}</span>
    </p>
  )
}
