import { t, type AdminText } from '@/cms/labels'

/**
 * What the audit record keeps: who signed in (or failed to), who changed accounts, and every
 * change visitors can see or that touches personal data (publishing, schedules, the trash,
 * exports of enquiries, the settings). Draft saves are not in it: each version names its author.
 */
export const auditActions = [
  'signIn',
  'signInFailed',
  'userCreated',
  'userChanged',
  'roleChanged',
  'passwordChanged',
  'userDeleted',
  'publish',
  'unpublish',
  'restoreVersion',
  'schedule',
  'scheduleCancelled',
  'trash',
  'restore',
  'delete',
  'export',
  'settingsChanged',
  'seed',
  'reviewRequested',
  'approved',
  'sentBack',
  'emergencyPublish',
] as const
export type AuditAction = (typeof auditActions)[number]

export const auditActionLabels: Record<AuditAction, AdminText> = {
  signIn: t('Anmeldung', '登录', 'Sign-in', 'Accesso', 'Connexion', 'Inicio de sesión'),
  signInFailed: t(
    'Fehlgeschlagene Anmeldung',
    '登录失败',
    'Failed sign-in',
    'Accesso non riuscito',
    'Échec de connexion',
    'Inicio de sesión fallido',
  ),
  userCreated: t('Konto angelegt', '创建账户', 'Account created', 'Account creato', 'Compte créé', 'Cuenta creada'),
  userChanged: t(
    'Konto geändert',
    '修改账户',
    'Account changed',
    'Account modificato',
    'Compte modifié',
    'Cuenta modificada',
  ),
  roleChanged: t('Rolle geändert', '更改角色', 'Role changed', 'Ruolo cambiato', 'Rôle modifié', 'Rol cambiado'),
  passwordChanged: t(
    'Passwort geändert',
    '更改密码',
    'Password changed',
    'Password cambiata',
    'Mot de passe modifié',
    'Contraseña cambiada',
  ),
  userDeleted: t(
    'Konto gelöscht',
    '删除账户',
    'Account deleted',
    'Account eliminato',
    'Compte supprimé',
    'Cuenta eliminada',
  ),
  publish: t('Veröffentlicht', '发布', 'Published', 'Pubblicato', 'Publié', 'Publicado'),
  unpublish: t(
    'Veröffentlichung zurückgezogen',
    '取消发布',
    'Unpublished',
    'Pubblicazione ritirata',
    'Dépublié',
    'Despublicado',
  ),
  restoreVersion: t(
    'Version wiederhergestellt',
    '恢复版本',
    'Version restored',
    'Versione ripristinata',
    'Version restaurée',
    'Versión restaurada',
  ),
  schedule: t('Veröffentlichung geplant', '计划发布', 'Scheduled', 'Pianificato', 'Planifié', 'Programado'),
  scheduleCancelled: t(
    'Planung abgesagt',
    '取消计划',
    'Schedule cancelled',
    'Pianificazione annullata',
    'Planification annulée',
    'Programación cancelada',
  ),
  trash: t(
    'In den Papierkorb',
    '移入回收站',
    'Moved to the trash',
    'Spostato nel cestino',
    'Mis à la corbeille',
    'Movido a la papelera',
  ),
  restore: t(
    'Aus dem Papierkorb geholt',
    '从回收站恢复',
    'Restored from the trash',
    'Ripristinato dal cestino',
    'Restauré de la corbeille',
    'Restaurado de la papelera',
  ),
  delete: t(
    'Endgültig gelöscht',
    '永久删除',
    'Deleted for good',
    'Eliminato definitivamente',
    'Supprimé définitivement',
    'Eliminado definitivamente',
  ),
  export: t('Export', '导出', 'Export', 'Esportazione', 'Export', 'Exportación'),
  settingsChanged: t(
    'Einstellungen geändert',
    '修改设置',
    'Settings changed',
    'Impostazioni modificate',
    'Paramètres modifiés',
    'Ajustes modificados',
  ),
  seed: t(
    'Demo-Inhalte geschrieben (System)',
    '写入演示内容（系统）',
    'Demo content written (system)',
    'Contenuti demo scritti (sistema)',
    'Contenu de démonstration écrit (système)',
    'Contenido de demostración escrito (sistema)',
  ),
  reviewRequested: t(
    'Prüfung angefragt',
    '申请审核',
    'Review requested',
    'Revisione richiesta',
    'Relecture demandée',
    'Revisión solicitada',
  ),
  approved: t('Freigegeben', '批准', 'Approved', 'Approvato', 'Approuvé', 'Aprobado'),
  sentBack: t('Zurückgegeben', '退回', 'Sent back', 'Rimandato indietro', 'Renvoyé', 'Devuelto'),
  emergencyPublish: t(
    'Notfall-Veröffentlichung ohne Freigabe',
    '未经审批的紧急发布',
    'Emergency publish without approval',
    'Pubblicazione d’emergenza senza approvazione',
    'Publication d’urgence sans approbation',
    'Publicación de emergencia sin aprobación',
  ),
}

/** Who acted: a staff account, the system (seed, migrations, jobs without a user) or someone not signed in. */
export const auditActors = ['user', 'system', 'anonymous'] as const
export type AuditActor = (typeof auditActors)[number]

export const auditActorLabels: Record<AuditActor, AdminText> = {
  user: t('Benutzer', '用户', 'User', 'Utente', 'Utilisateur', 'Usuario'),
  system: t('System', '系统', 'System', 'Sistema', 'Système', 'Sistema'),
  anonymous: t('Nicht angemeldet', '未登录', 'Not signed in', 'Non autenticato', 'Non connecté', 'Sin sesión'),
}
