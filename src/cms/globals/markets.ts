import type { Field } from 'payload'

import { fieldAdminOnly } from '@/cms/access/roles'
import { localizedText } from '@/cms/fields/common'
import { countrySelectOptions } from '@/cms/fields/country'
import { inAdminLanguage, L, t, type AdminText } from '@/cms/labels'
import { isEmail } from '@/lib/enquiry/email'

type Req = { req: { i18n?: { language?: string } } }

const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object') : []

const messages = {
  twice: t(
    '{country} steht bei zwei Märkten: jedes Land gehört zu einem Markt.',
    '{country} 出现在两个市场中：每个国家只能属于一个市场。',
    '{country} is listed by two markets: each country belongs to one market.',
    '{country} compare in due mercati: ogni paese appartiene a un solo mercato.',
    '{country} figure dans deux marchés : chaque pays appartient à un seul marché.',
    '{country} figura en dos mercados: cada país pertenece a un solo mercado.',
  ),
  others: t(
    'Nur ein Markt kann „alle übrigen Länder“ übernehmen.',
    '只能有一个市场负责“其他所有国家”。',
    'Only one market can take “every other country”.',
    'Solo un mercato può prendere “tutti gli altri paesi”.',
    'Un seul marché peut prendre « tous les autres pays ».',
    'Solo un mercado puede encargarse de «todos los demás países».',
  ),
  key: t(
    'Der Schlüssel {key} steht zweimal: jeder Markt braucht seinen eigenen.',
    '键 {key} 出现了两次：每个市场需要自己的键。',
    'The key {key} is used twice: each market needs its own.',
    'La chiave {key} è usata due volte: ogni mercato ne ha bisogno di una propria.',
    'La clé {key} est utilisée deux fois : chaque marché a besoin de la sienne.',
    'La clave {key} se usa dos veces: cada mercado necesita la suya.',
  ),
  email: t(
    '„{value}“ ist keine E-Mail-Adresse.',
    '“{value}”不是有效的邮箱地址。',
    '“{value}” is no e-mail address.',
    '“{value}” non è un indirizzo e-mail.',
    '« {value} » n’est pas une adresse e-mail.',
    '«{value}» no es una dirección de correo electrónico.',
  ),
}

/** Each country in one market, one market for every other country at most, each key once. */
function validateMarkets(value: unknown, { req }: Req): true | string {
  const seen = new Set<string>()
  const keys = new Set<string>()
  let others = 0
  for (const row of rowsOf(value)) {
    const key = String(row.key ?? '')
    if (keys.has(key)) return inAdminLanguage(messages.key, req, { key })
    keys.add(key)
    if (row.others) others++
    for (const country of Array.isArray(row.countries) ? row.countries : []) {
      if (seen.has(String(country))) return inAdminLanguage(messages.twice, req, { country: String(country) })
      seen.add(String(country))
    }
  }
  return others > 1 ? inAdminLanguage(messages.others, req) : true
}

function validateRecipients(value: unknown, { req }: Req): true | string {
  for (const address of Array.isArray(value) ? value : []) {
    if (!isEmail(String(address))) return inAdminLanguage(messages.email, req, { value: String(address) })
  }
  return true
}

const recipients = (name: string, label: AdminText, description: AdminText): Field => ({
  name,
  type: 'text',
  hasMany: true,
  label,
  validate: validateRecipients as never,
  admin: { description },
})

/**
 * The markets of the site settings: which countries each takes, which office answers them and
 * who is told of their enquiries and applications. Admins change them; everyone else reads.
 */
export const marketFields: Field[] = [
  {
    name: 'chinaOnly',
    type: 'checkbox',
    defaultValue: false,
    access: { update: fieldAdminOnly },
    label: t(
      'Nur Anfragen aus China annehmen',
      '仅接受来自中国的咨询',
      'Take enquiries from China only',
      'Accettare solo richieste dalla Cina',
      'N’accepter que les demandes venant de Chine',
      'Aceptar solo consultas desde China',
    ),
    admin: {
      description: t(
        'Eingeschaltet zeigt das Anfrageformular in jeder Sprache das chinesische Formular mit dem „Hinweis Ausland“ (Seitentexte → Kooperationsanfrage), ohne Länderauswahl; Anfragen aus anderen Ländern werden mit diesem Hinweis abgelehnt.',
        '开启后，各语言的咨询表单均显示中国表单及“海外合作提示”（页面文字 → 合作咨询），不提供国家选择；来自其他国家的咨询将以该提示被拒绝。',
        'When on, the enquiry form shows China’s form in every language with the “Overseas notice” (Page texts → Cooperation form page) and no choice of country; enquiries from other countries are refused with that notice.',
        'Se attivo, il modulo di richiesta mostra in ogni lingua il modulo cinese con l’“Avviso estero” (Testi delle pagine → Richiesta di collaborazione), senza scelta del paese; le richieste da altri paesi sono respinte con quell’avviso.',
        'Activé, le formulaire de demande affiche dans chaque langue le formulaire chinois avec l’« Avis international » (Textes des pages → Demande de coopération), sans choix du pays ; les demandes d’autres pays sont refusées avec cet avis.',
        'Activado, el formulario de consulta muestra en cada idioma el formulario chino con el «Aviso internacional» (Textos de páginas → Solicitud de cooperación), sin elegir país; las consultas de otros países se rechazan con ese aviso.',
      ),
    },
  },
  {
    name: 'markets',
    type: 'array',
    access: { update: fieldAdminOnly },
    labels: {
      singular: t('Markt', '市场', 'Market', 'Mercato', 'Marché', 'Mercado'),
      plural: t('Märkte', '市场', 'Markets', 'Mercati', 'Marchés', 'Mercados'),
    },
    label: t('Märkte', '市场', 'Markets', 'Mercati', 'Marchés', 'Mercados'),
    admin: {
      description: t(
        'Jede Anfrage wird dem Markt ihres Landes zugeordnet: Kooperationsanfragen gehen an dessen Vertrieb, Bewerbungen an dessen Personalabteilung (ohne Empfänger: an SALES_EMAIL bzw. HR_EMAIL des Servers).',
        '每条咨询归入其国家所属的市场：合作咨询发送给该市场的销售，求职申请发送给其人事部门（未填写收件人时：发送至服务器的 SALES_EMAIL 或 HR_EMAIL）。',
        'Each enquiry belongs to the market of its country: cooperation enquiries go to its sales recipients, applications to its HR recipients (with none named: to the server’s SALES_EMAIL or HR_EMAIL).',
        'Ogni richiesta appartiene al mercato del suo paese: le richieste di collaborazione vanno alle sue vendite, le candidature al suo personale (senza destinatari: a SALES_EMAIL o HR_EMAIL del server).',
        'Chaque demande relève du marché de son pays : les demandes de coopération vont à ses commerciaux, les candidatures à ses RH (sans destinataire : à SALES_EMAIL ou HR_EMAIL du serveur).',
        'Cada consulta pertenece al mercado de su país: las de cooperación van a sus ventas, las candidaturas a su personal (sin destinatarios: a SALES_EMAIL o HR_EMAIL del servidor).',
      ),
      components: { RowLabel: '@/cms/components/MarketRowLabel#MarketRowLabel' },
    },
    validate: validateMarkets as never,
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'key',
            type: 'text',
            required: true,
            label: L.key,
            validate: ((value: unknown) =>
              typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,39}$/.test(value)) as never,
            admin: {
              width: '30%',
              description: t(
                'Kleinbuchstaben, Ziffern, Bindestriche; steht in jeder Anfrage',
                '小写字母、数字、连字符；记录在每条咨询中',
                'Lower case, digits, hyphens; stored with each enquiry',
                'Minuscole, cifre, trattini; registrata in ogni richiesta',
                'Minuscules, chiffres, tirets ; enregistrée avec chaque demande',
                'Minúsculas, dígitos, guiones; se guarda en cada consulta',
              ),
            },
          },
          { ...localizedText('name', L.name, { required: true }), admin: { width: '70%' } } as Field,
        ],
      },
      {
        name: 'countries',
        type: 'select',
        hasMany: true,
        label: t('Länder', '国家', 'Countries', 'Paesi', 'Pays', 'Países'),
        options: countrySelectOptions(),
      },
      {
        name: 'others',
        type: 'checkbox',
        label: t(
          'Alle übrigen Länder',
          '其他所有国家',
          'Every other country',
          'Tutti gli altri paesi',
          'Tous les autres pays',
          'Todos los demás países',
        ),
      },
      {
        name: 'office',
        type: 'relationship',
        relationTo: 'offices',
        label: t(
          'Zuständiger Standort',
          '负责的办公地点',
          'Office in charge',
          'Sede competente',
          'Bureau compétent',
          'Oficina responsable',
        ),
      },
      recipients(
        'salesRecipients',
        t(
          'Vertrieb (E-Mail)',
          '销售（邮箱）',
          'Sales (e-mail)',
          'Vendite (e-mail)',
          'Ventes (e-mail)',
          'Ventas (correo)',
        ),
        t(
          'Erhalten die Kooperationsanfragen dieses Markts',
          '接收该市场的合作咨询',
          'Receive this market’s cooperation enquiries',
          'Ricevono le richieste di collaborazione di questo mercato',
          'Reçoivent les demandes de coopération de ce marché',
          'Reciben las consultas de cooperación de este mercado',
        ),
      ),
      recipients(
        'hrRecipients',
        t('Personal (E-Mail)', '人事（邮箱）', 'HR (e-mail)', 'Personale (e-mail)', 'RH (e-mail)', 'Personal (correo)'),
        t(
          'Erhalten die Bewerbungen dieses Markts',
          '接收该市场的求职申请',
          'Receive this market’s job applications',
          'Ricevono le candidature di questo mercato',
          'Reçoivent les candidatures de ce marché',
          'Reciben las candidaturas de este mercado',
        ),
      ),
    ],
  },
]
