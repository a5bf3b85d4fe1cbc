import { expect, test as setup } from '@playwright/test'

import { signInOnce, type Account } from './auth'

/**
 * Signs every staff account of the run in once (each worker's sales, editor, admin, translator and
 * two reviewers' accounts, and the e2e admin) and keeps the sessions: the tests start signed in instead of going
 * through the login each time. The login screen itself is tested where it matters (the password,
 * throttle and preview tests sign in through it).
 */
setup('every staff account is signed in once for the run', async ({ baseURL }, setupInfo) => {
  const workers = Math.max(setupInfo.config.workers, 1)
  const roles: Account[] = ['sales', 'editor', 'admin', 'translator', 'reviewer', 'reviewerFr']
  for (let index = 0; index < workers; index++)
    for (const role of roles) expect((await signInOnce(baseURL, role, index)).token).toBeTruthy()
  expect((await signInOnce(baseURL, 'e2e-admin', 0)).token).toBeTruthy()
})
