'use client'

import { ConfigProvider, PublishButton, useConfig } from '@payloadcms/ui'
import type { ClientConfig } from 'payload'
import { type ComponentProps, useMemo } from 'react'

/** The config with the reader's own time zone preselected (added to the offered ones where missing). */
export function withZone(config: ClientConfig, zone: string | null): ClientConfig {
  const timezones = config.admin.timezones
  if (!zone || !timezones) return config
  const offered = timezones.supportedTimezones ?? []
  const supportedTimezones = offered.some((option) => option.value === zone)
    ? offered
    : [{ label: zone, value: zone }, ...offered]
  return {
    ...config,
    admin: { ...config.admin, timezones: { ...timezones, supportedTimezones, defaultTimezone: zone } },
  }
}

/**
 * Payload's publish button, whose scheduling dialog starts in the time zone of the editor's
 * browser instead of the one configured for everybody (the office's).
 */
export function ZonedPublishButton(props: ComponentProps<typeof PublishButton>) {
  const { config } = useConfig()
  const zone = typeof window === 'undefined' ? null : Intl.DateTimeFormat().resolvedOptions().timeZone
  const zoned = useMemo(() => withZone(config, zone), [config, zone])
  return (
    <ConfigProvider config={zoned}>
      <PublishButton {...props} />
    </ConfigProvider>
  )
}
