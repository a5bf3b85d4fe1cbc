import { Icon } from '@/ui/Icon'

import styles from './EnquiryForm.module.css'
import type { FormIconName } from './FormIcons'

const rows = ['web', 'user', 'phone', 'mail', 'company', 'address', 'job', 'message', 'clock'] as const

/** The form's icons, drawn on the server (`FormIcons`): row icons at 20 px, the alerts, the check. */
export function formIcons(): Record<FormIconName, React.ReactNode> {
  return {
    ...(Object.fromEntries(
      rows.map((name) => [name, <Icon key={name} name={name} size={20} className={styles.rowIcon} />]),
    ) as Record<(typeof rows)[number], React.ReactNode>),
    alert: <Icon name="alert" size={16} />,
    alertLarge: <Icon name="alert" size={20} />,
    check: <Icon name="check" size={14} className={styles.typeCheck} />,
  }
}
