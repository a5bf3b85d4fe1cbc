import { t, type AdminText } from '@/cms/labels'

/** The audit record's field names in the admin's six languages. */
export const auditLabels = {
  singular: t(
    'Protokolleintrag',
    '审计记录',
    'Audit entry',
    'Voce del registro',
    'Entrée du journal',
    'Entrada del registro',
  ),
  plural: t(
    'Änderungsprotokoll',
    '审计日志',
    'Audit record',
    'Registro delle modifiche',
    'Journal des modifications',
    'Registro de cambios',
  ),
  action: t('Vorgang', '操作', 'Action', 'Operazione', 'Action', 'Acción'),
  actor: t('Wer', '执行者', 'Who', 'Chi', 'Qui', 'Quién'),
  user: t('Benutzer', '用户', 'User', 'Utente', 'Utilisateur', 'Usuario'),
  userEmail: t(
    'E-Mail des Benutzers',
    '用户邮箱',
    'User’s e-mail',
    'E-mail dell’utente',
    'E-mail de l’utilisateur',
    'Correo del usuario',
  ),
  account: t('Genanntes Konto', '尝试的账户', 'Account named', 'Account indicato', 'Compte indiqué', 'Cuenta indicada'),
  entity: t('Bereich', '内容类型', 'Content kind', 'Tipo di contenuto', 'Type de contenu', 'Tipo de contenido'),
  entityKind: t('Art des Bereichs', '类型类别', 'Kind', 'Categoria', 'Catégorie', 'Categoría'),
  documentId: t('Dokument-ID', '文档 ID', 'Document ID', 'ID documento', 'ID du document', 'ID del documento'),
  title: t('Dokument', '文档', 'Document', 'Documento', 'Document', 'Documento'),
  languages: t('Sprachen', '语言', 'Languages', 'Lingue', 'Langues', 'Idiomas'),
  version: t('Version', '版本', 'Version', 'Versione', 'Version', 'Versión'),
  count: t('Anzahl', '数量', 'Count', 'Numero', 'Nombre', 'Cantidad'),
  detail: t('Einzelheiten', '详情', 'Details', 'Dettagli', 'Détails', 'Detalles'),
  client: t(
    'Adresse des Geräts',
    '设备地址',
    'Client address',
    'Indirizzo del client',
    'Adresse du client',
    'Dirección del cliente',
  ),
  at: t('Zeitpunkt', '时间', 'Time', 'Ora', 'Heure', 'Hora'),
  description: t(
    'Wer wann was getan hat: Anmeldungen, Konten, Veröffentlichungen, Planungen, Papierkorb, Exporte und Einstellungen. Nur Administratoren lesen es; niemand kann Einträge ändern oder löschen. Einträge werden nach der in den Website-Einstellungen festgelegten Frist entfernt.',
    '谁在何时做了什么：登录、账户、发布、计划、回收站、导出和设置。仅管理员可查看；任何人都无法修改或删除记录。记录在网站设置中规定的期限后删除。',
    'Who did what and when: sign-ins, accounts, publishing, schedules, the trash, exports and settings. Only administrators read it; nobody can change or delete an entry. Entries are removed after the period set in the site settings.',
    'Chi ha fatto cosa e quando: accessi, account, pubblicazioni, pianificazioni, cestino, esportazioni e impostazioni. Solo gli amministratori lo leggono; nessuno può modificare o eliminare una voce. Le voci vengono rimosse dopo il periodo fissato nelle impostazioni del sito.',
    'Qui a fait quoi et quand : connexions, comptes, publications, planifications, corbeille, exports et paramètres. Seuls les administrateurs le consultent ; personne ne peut modifier ni supprimer une entrée. Les entrées sont supprimées après la durée fixée dans les paramètres du site.',
    'Quién hizo qué y cuándo: inicios de sesión, cuentas, publicaciones, programaciones, papelera, exportaciones y ajustes. Solo lo leen los administradores; nadie puede modificar ni eliminar una entrada. Las entradas se eliminan tras el plazo fijado en los ajustes del sitio.',
  ),
} satisfies Record<string, AdminText>

export const kindLabels = {
  collection: t('Sammlung', '集合', 'Collection', 'Raccolta', 'Collection', 'Colección'),
  global: t('Einzelseite', '全局', 'Global', 'Globale', 'Global', 'Global'),
} satisfies Record<'collection' | 'global', AdminText>
