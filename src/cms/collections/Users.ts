import {
  ValidationError,
  type Access,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
} from 'payload'

import { fieldAdminOnly, hasRole, isAdmin, roles } from '@/cms/access/roles'
import {
  auditCollectionDelete,
  auditPasswordReset,
  auditSignIn,
  auditUserChange,
  notePasswordChange,
} from '@/cms/audit/hooks'
import { currentPasswordText, requireCurrentPassword } from '@/cms/auth/currentPassword'
import { groups, inAdminLanguage, invalid, L, t } from '@/cms/labels'
import { reviewLabels } from '@/cms/review/labels'
import { translationLabels } from '@/cms/translation/labels'
import { startInDefaultLanguage } from '@/cms/translation/limits'
import { passwordProblem } from '@/env'
import { localeNames, locales } from '@/i18n/locales'

/** Admins see every account; everybody else only their own. */
const selfOrAdmin: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (!req.user) return false
  return { id: { equals: req.user.id } }
}

/** Whether a staff password is strong enough: 12+ characters, 8+ distinct, no well-known default. */
export function strongPassword(password: string): boolean {
  return passwordProblem(password) === null && new Set(password).size >= 8
}

/** Every new or changed password is checked before it is hashed (admin, API, first user). */
const passwordRule: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password === 'string' && !strongPassword(password)) {
    throw new ValidationError(
      { collection: 'users', errors: [{ path: 'password', message: inAdminLanguage(invalid.password, req) }] },
      req.t,
    )
  }
  return data
}

/**
 * The session cookie: always HttpOnly (Payload), SameSite=Lax, and Secure in production unless
 * INSECURE_COOKIES=1 (only for a local production build served over plain http, like the tests').
 */
export function sessionCookies(environment: { NODE_ENV?: string; INSECURE_COOKIES?: string }) {
  return {
    sameSite: 'Lax' as const,
    secure: environment.NODE_ENV === 'production' && environment.INSECURE_COOKIES !== '1',
  }
}

/** A password set through "forgot password" skips the document hooks: the rule applies there too. */
const resetPasswordRule: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password !== 'string' || !strongPassword(password)) {
    throw new ValidationError(
      { collection: 'users', errors: [{ path: 'password', message: inAdminLanguage(invalid.password, req) }] },
      req.t,
    )
  }
  return args
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: t('Benutzer', '用户', 'User', 'Utente', 'Utilisateur', 'Usuario'),
    plural: t('Benutzer', '用户', 'Users', 'Utenti', 'Utilisateurs', 'Usuarios'),
  },
  admin: {
    useAsTitle: 'email',
    group: groups.admin,
    defaultColumns: ['email', 'name', 'role', 'languages', 'reviewLanguages'],
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No lock per account: anyone could keep an account locked with five wrong passwords every
    // quarter of an hour. Refused sign-ins are throttled per client address and per account and
    // address instead (src/features/signIn/throttle.ts), which holds back the stranger only.
    maxLoginAttempts: 0,
    cookies: sessionCookies(process.env),
  },
  hooks: {
    beforeValidate: [passwordRule],
    beforeOperation: [resetPasswordRule, requireCurrentPassword, notePasswordChange],
    // Sign-ins, new and changed accounts, roles, passwords and deletions are lines of the audit record.
    // Each sign-in starts in the account's default content language (German, a translator's first).
    afterLogin: [auditSignIn, startInDefaultLanguage],
    afterChange: [auditUserChange],
    afterDelete: [auditCollectionDelete],
    afterOperation: [auditPasswordReset],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: selfOrAdmin,
    create: isAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    {
      // Asked for in one's own account when the password changes, right below it; never stored.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: currentPasswordText.label,
      admin: {
        condition: (_data, _sibling, { user }) => Boolean(user),
        components: { Field: '@/cms/components/CurrentPasswordField#CurrentPasswordField' },
      },
    },
    { name: 'name', type: 'text', label: L.name },
    {
      name: 'role',
      type: 'select',
      label: t('Rolle', '角色', 'Role', 'Ruolo', 'Rôle', 'Rol'),
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { create: fieldAdminOnly, update: fieldAdminOnly },
      options: roles.map((value) => ({
        value,
        label: {
          admin: t('Administrator', '管理员', 'Administrator', 'Amministratore', 'Administrateur', 'Administrador'),
          editor: t('Redaktion', '编辑', 'Editor', 'Redattore', 'Rédacteur', 'Editor'),
          sales: t('Vertrieb', '销售', 'Sales', 'Vendite', 'Ventes', 'Ventas'),
          hr: t('Personal', '人事', 'HR', 'Risorse umane', 'RH', 'RR. HH.'),
        }[value],
      })),
      admin: {
        description: t(
          'Administratoren verwalten Benutzer; Redaktion bearbeitet Inhalte; Vertrieb und Personal bearbeiten Anfragen.',
          '管理员管理用户；编辑维护内容；销售和人事处理询盘与求职申请。',
          'Admins manage users; editors edit content; sales and HR work through enquiries.',
          'Gli amministratori gestiscono gli utenti; i redattori i contenuti; vendite e risorse umane le richieste.',
          'Les administrateurs gèrent les utilisateurs ; les rédacteurs les contenus ; ventes et RH traitent les demandes.',
          'Los administradores gestionan usuarios; los editores, contenidos; ventas y RR. HH., las consultas.',
        ),
      },
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      label: translationLabels.languages,
      options: locales.map((value) => ({ value, label: localeNames[value] })),
      access: { create: fieldAdminOnly, update: fieldAdminOnly },
      admin: { description: translationLabels.languagesHelp },
    },
    {
      // The languages this person approves (`@/cms/review`): a right of its own, as translators have theirs.
      name: 'reviewLanguages',
      type: 'select',
      hasMany: true,
      label: reviewLabels.reviewLanguages,
      options: locales.map((value) => ({ value, label: localeNames[value] })),
      saveToJWT: true,
      access: { create: fieldAdminOnly, update: fieldAdminOnly },
      admin: { description: reviewLabels.reviewLanguagesHelp },
    },
  ],
}
