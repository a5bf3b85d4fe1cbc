import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { inAdminLanguage, t } from '@/cms/labels'

const pbkdf2 = promisify(crypto.pbkdf2)

// Payload's password hashes (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
// PBKDF2-SHA256, 600,000 rounds and 32 bytes behind a prefix, or 25,000 rounds and 512 bytes.
const PREFIX = 'pbkdf2-sha256-v1:'

/** Whether `password` is the one `hash` and `salt` were made from, in constant time. */
export async function passwordMatches(password: string, salt: string, hash: string): Promise<boolean> {
  const current = hash.startsWith(PREFIX)
  const stored = Buffer.from(current ? hash.slice(PREFIX.length) : hash, 'hex')
  const made = await pbkdf2(password, salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return made.length === stored.length && crypto.timingSafeEqual(made, stored)
}

export const currentPasswordText = {
  label: t(
    'Aktuelles Passwort',
    '当前密码',
    'Current password',
    'Password attuale',
    'Mot de passe actuel',
    'Contraseña actual',
  ),
  missing: t(
    'Bitte geben Sie Ihr aktuelles Passwort ein, um es zu ändern.',
    '如需修改密码，请输入当前密码。',
    'Please enter your current password to change it.',
    'Inserisca la password attuale per cambiarla.',
    'Veuillez saisir votre mot de passe actuel pour le modifier.',
    'Introduzca su contraseña actual para cambiarla.',
  ),
  wrong: t(
    'Das aktuelle Passwort stimmt nicht.',
    '当前密码不正确。',
    'The current password is not correct.',
    'La password attuale non è corretta.',
    'Le mot de passe actuel est incorrect.',
    'La contraseña actual no es correcta.',
  ),
  bulk: t(
    'Passwörter werden einzeln geändert, im Konto des Benutzers.',
    '密码须在各用户的账户中逐一修改。',
    'Passwords are changed one at a time, in the user’s account.',
    'Le password si cambiano una alla volta, nell’account dell’utente.',
    'Les mots de passe se modifient un par un, dans le compte de l’utilisateur.',
    'Las contraseñas se cambian una a una, en la cuenta del usuario.',
  ),
}

/**
 * A signed-in user who changes their own password must give the current one (a session taken over
 * cannot set a new password); an administrator sets another user's without it. Payload ends the
 * user's other sessions on every password change (`useSessions`): the user's own change keeps the
 * session it was made in, an administrator's ends them all. A bulk update may set no password.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const data = (args as { data?: Record<string, unknown> }).data
  const current = data?.currentPassword
  if (data) delete data.currentPassword
  if (typeof data?.password !== 'string' || data.password === '' || !req.user) return args
  const id = (args as { id?: number | string }).id
  // The admin's notice names the field by its label; the message shows beneath the field.
  const refuse = (message: string) => {
    const label = inAdminLanguage(currentPasswordText.label, req)
    throw new ValidationError({ collection: 'users', errors: [{ path: 'currentPassword', label, message }] }, req.t)
  }
  if (id === undefined) refuse(inAdminLanguage(currentPasswordText.bulk, req))
  if (req.user.collection !== 'users' || String(req.user.id) !== String(id)) return args
  if (typeof current !== 'string' || current === '') refuse(inAdminLanguage(currentPasswordText.missing, req))
  const user = (await req.payload.findByID({
    collection: 'users',
    id: id!,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })) as unknown as { salt?: string; hash?: string }
  const ok =
    typeof user.salt === 'string' &&
    typeof user.hash === 'string' &&
    (await passwordMatches(current as string, user.salt, user.hash))
  if (!ok) {
    console.warn(`[sign-in] refused: wrong current password for user ${String(id)}`)
    refuse(inAdminLanguage(currentPasswordText.wrong, req))
  }
  return args
}
