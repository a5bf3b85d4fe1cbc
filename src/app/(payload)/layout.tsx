/*
 * Payload's admin shell; the standard wiring of @payloadcms/next, with one addition: scheduling or
 * cancelling a publish asks for the right to publish that document (src/cms/jobs/schedulePublishRights.ts),
 * and each schedule made or cancelled is a line of the audit record (src/cms/audit/schedules.ts).
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { getPayload, type ServerFunctionClient } from 'payload'
import type React from 'react'

import { recordScheduleCall, scheduleToCancel, type ScheduleCall } from '@/cms/audit/schedules'
import { schedulePublishRefusal, type ScheduleArgs } from '@/cms/jobs/schedulePublishRights'
import { adminLanguageOf } from '@/lib/api/adminLanguage'

import { importMap } from './admin/importMap.js'
import './custom.scss'

type Args = {
  children: React.ReactNode
}

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  if (args.name === 'schedule-publish') {
    const payload = await getPayload({ config })
    const requestHeaders = await headers()
    const { user } = await payload.auth({ headers: requestHeaders })
    const scheduled = (args.args ?? {}) as ScheduleArgs & ScheduleCall
    const refusal = await schedulePublishRefusal(payload, user, scheduled, adminLanguageOf(requestHeaders))
    if (refusal) {
      console.warn(`[schedule] refused for user ${String(user?.id ?? 'none')}: ${JSON.stringify(scheduled)}`)
      return { error: refusal }
    }
    const cancelled = await scheduleToCancel(payload, scheduled)
    const result = (await handleServerFunctions({ ...args, config, importMap })) as { error?: unknown } | undefined
    // A schedule made or cancelled is a line of the audit record.
    if (!result?.error) await recordScheduleCall(payload, user, scheduled, cancelled)
    return result
  }
  return handleServerFunctions({
    ...args,
    config,
    importMap,
  })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
