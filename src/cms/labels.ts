/**
 * Labels of the admin interface in its six languages, so staff who switch the admin to
 * Chinese, Italian, French or Spanish read their own language in the content model too.
 */
import { locales } from '@/i18n/locales'
import { timeZoneName } from '@/lib/showrooms/names'
import { fill } from '@/lib/template'

export type AdminText = { de: string; zh: string; en: string; it: string; fr: string; es: string }

export const t = (de: string, zh: string, en: string, it: string, fr: string, es: string): AdminText => ({
  de,
  zh,
  en,
  it,
  fr,
  es,
})

/** Field labels shared by several collections. */
export const L = {
  title: t('Titel', '标题', 'Title', 'Titolo', 'Titre', 'Título'),
  heading: t('Überschrift', '标题', 'Heading', 'Titolo', 'Titre', 'Encabezado'),
  text: t('Text', '正文', 'Text', 'Testo', 'Texte', 'Texto'),
  description: t('Beschreibung', '描述', 'Description', 'Descrizione', 'Description', 'Descripción'),
  image: t('Bild', '图片', 'Image', 'Immagine', 'Image', 'Imagen'),
  images: t('Bilder', '图片', 'Images', 'Immagini', 'Images', 'Imágenes'),
  icon: t('Symbol', '图标', 'Icon', 'Icona', 'Icône', 'Icono'),
  order: t('Reihenfolge', '排序', 'Order', 'Ordine', 'Ordre', 'Orden'),
  slug: t('URL-Kürzel', 'URL 别名', 'URL slug', 'Slug URL', 'Slug d’URL', 'Slug de URL'),
  caption: t('Bildunterschrift', '说明文字', 'Caption', 'Didascalia', 'Légende', 'Pie de foto'),
  alt: t('Alternativtext', '替代文本', 'Alt text', 'Testo alternativo', 'Texte alternatif', 'Texto alternativo'),
  label: t('Bezeichnung', '名称', 'Label', 'Etichetta', 'Libellé', 'Etiqueta'),
  value: t('Wert', '值', 'Value', 'Valore', 'Valeur', 'Valor'),
  year: t('Jahr', '年份', 'Year', 'Anno', 'Année', 'Año'),
  city: t('Stadt', '城市', 'City', 'Città', 'Ville', 'Ciudad'),
  name: t('Name', '名称', 'Name', 'Nome', 'Nom', 'Nombre'),
  address: t('Adresse', '地址', 'Address', 'Indirizzo', 'Adresse', 'Dirección'),
  url: t('URL', '网址', 'URL', 'URL', 'URL', 'URL'),
  number: t('Nummer', '编号', 'Number', 'Numero', 'Numéro', 'Número'),
  kind: t('Art', '类型', 'Kind', 'Tipo', 'Type', 'Tipo'),
  note: t('Notiz', '备注', 'Note', 'Nota', 'Note', 'Nota'),
  key: t('Schlüssel', '键', 'Key', 'Chiave', 'Clé', 'Clave'),
  body: t('Inhalt', '内容', 'Content', 'Contenuto', 'Contenu', 'Contenido'),
  link: t('Link', '链接', 'Link', 'Link', 'Lien', 'Enlace'),
  linkLabel: t('Linktext', '链接文字', 'Link text', 'Testo del link', 'Texte du lien', 'Texto del enlace'),
  date: t('Datum', '日期', 'Date', 'Data', 'Date', 'Fecha'),
  category: t('Kategorie', '分类', 'Category', 'Categoria', 'Catégorie', 'Categoría'),
  subCategory: t('Unterkategorie', '子分类', 'Sub-category', 'Sottocategoria', 'Sous-catégorie', 'Subcategoría'),
  language: t('Sprache', '语言', 'Language', 'Lingua', 'Langue', 'Idioma'),
  region: t('Region', '地区', 'Region', 'Regione', 'Région', 'Región'),
  group: t('Gruppe', '分组', 'Group', 'Gruppo', 'Groupe', 'Grupo'),
  points: t('Punkte', '要点', 'Points', 'Punti', 'Points', 'Puntos'),
  photos: t('Fotos', '照片', 'Photos', 'Foto', 'Photos', 'Fotos'),
  intro: t('Einleitung', '导语', 'Introduction', 'Introduzione', 'Introduction', 'Introducción'),
  summary: t('Kurzfassung', '摘要', 'Summary', 'Sintesi', 'Résumé', 'Resumen'),
  excerpt: t('Anreißer', '摘要', 'Excerpt', 'Estratto', 'Extrait', 'Extracto'),
  status: t('Status', '状态', 'Status', 'Stato', 'Statut', 'Estado'),
  family: t(
    'Produktfamilie',
    '产品系列',
    'Product family',
    'Famiglia di prodotti',
    'Famille de produits',
    'Familia de productos',
  ),
  legacyId: t(
    'Alt-ID (API)',
    '旧版 ID（API）',
    'Legacy id (API)',
    'ID storico (API)',
    'ID historique (API)',
    'ID heredado (API)',
  ),
} satisfies Record<string, AdminText>

/** The kinds of product (the catalogue's families) as the admin names them. */
export const familyLabels = {
  basin: t('Waschbecken', '台盆', 'Basins', 'Lavabi', 'Lavabos', 'Lavabos'),
  cabinet: t(
    'Badmöbel',
    '浴室柜',
    'Bathroom furniture',
    'Mobili bagno',
    'Meubles de salle de bains',
    'Muebles de baño',
  ),
  enclosure: t(
    'Duschabtrennungen',
    '淋浴房',
    'Shower enclosures',
    'Box doccia',
    'Parois de douche',
    'Mamparas de ducha',
  ),
  tray: t('Duschwannen', '淋浴底盘', 'Shower trays', 'Piatti doccia', 'Receveurs de douche', 'Platos de ducha'),
  tub: t('Badewannen', '浴缸', 'Baths', 'Vasche da bagno', 'Baignoires', 'Bañeras'),
  tap: t('Armaturen', '龙头', 'Taps', 'Rubinetteria', 'Robinetterie', 'Grifería'),
  toilet: t('WCs', '坐便器', 'WCs', 'WC', 'WC', 'Inodoros'),
} as const satisfies Record<string, AdminText>

export const groups = {
  content: t('Inhalte', '内容', 'Content', 'Contenuti', 'Contenus', 'Contenidos'),
  catalogue: t('Katalog', '产品目录', 'Catalogue', 'Catalogo', 'Catalogue', 'Catálogo'),
  company: t('Unternehmen', '公司', 'Company', 'Azienda', 'Entreprise', 'Empresa'),
  pages: t('Seitentexte', '页面文字', 'Page texts', 'Testi delle pagine', 'Textes des pages', 'Textos de páginas'),
  site: t('Website', '网站', 'Website', 'Sito web', 'Site web', 'Sitio web'),
  enquiries: t('Anfragen', '询盘', 'Enquiries', 'Richieste', 'Demandes', 'Consultas'),
  admin: t('Verwaltung', '管理', 'Administration', 'Amministrazione', 'Administration', 'Administración'),
} satisfies Record<string, AdminText>

/** Help texts under fields. */
export const help = {
  globalLifecycle: t(
    '„Entwurf speichern“ sieht nur die Redaktion; „Änderungen veröffentlichen“ ist in Sekunden auf der Website, über den Pfeil daneben („Veröffentlichungsplanung“) auch zu einem festen Zeitpunkt. Unter „Versionen“ lässt sich jede frühere Fassung wiederherstellen. „Live-Vorschau“ (das Auge) zeigt die Seite neben dem Formular in Telefon-, Tablet- und Desktopbreite; Entwürfe werden beim Tippen gespeichert. „Vorschau“ öffnet die Seite in einem eigenen Fenster.',
    '“保存草稿”仅编辑可见；“发布修改”数秒内在网站上生效，也可通过旁边的箭头（“预约发布”）定时发布。在“版本”中可恢复任何较早的版本。“实时预览”（眼睛图标）在表单旁以手机、平板和桌面宽度显示页面，输入时自动保存草稿；“预览”在新窗口中打开页面。',
    '“Save draft” is seen by editors only; “Publish changes” is on the site within seconds, or at a set time via the arrow beside it (“Schedule publish”). Any earlier version can be restored under “Versions”. “Live Preview” (the eye) shows the page beside the form at phone, tablet and desktop widths, saving drafts as you type; “Preview” opens it in a window of its own.',
    '“Salva bozza” è visibile solo alla redazione; “Pubblica modifiche” è online in pochi secondi, oppure a un’ora stabilita tramite la freccia accanto (“Pianifica pubblicazione”). In “Versioni” si può ripristinare qualsiasi versione precedente. «Anteprima dal vivo» (l’occhio) mostra la pagina accanto al modulo in larghezza telefono, tablet e desktop, salvando le bozze mentre si scrive; «Anteprima» la apre in una finestra a sé.',
    '« Enregistrer le brouillon » n’est visible que par la rédaction ; « Publier les modifications » est en ligne en quelques secondes, ou à une heure fixée via la flèche à côté (« Planifier la publication »). Sous « Versions », toute version antérieure peut être restaurée. L’aperçu en direct (l’œil) montre la page à côté du formulaire, en largeur téléphone, tablette et ordinateur, et enregistre les brouillons pendant la saisie ; le bouton « Aperçu » ouvre la page dans une fenêtre à part.',
    '«Guardar borrador» solo lo ve la redacción; «Publicar cambios» está en el sitio en segundos, o a una hora fijada con la flecha de al lado («Programar publicación»). En «Versiones» se puede restaurar cualquier versión anterior. «Previsualizar» (el ojo) muestra la página junto al formulario en ancho de teléfono, tableta y escritorio, y guarda los borradores mientras escribe; «Vista previa» la abre en una ventana aparte.',
  ),
  slug: t(
    'a–z, 0–9 und Bindestriche, z. B. luna-60-waschbecken',
    '仅限 a–z、0–9 和连字符，例如 luna-60-basin',
    'a–z, 0–9 and hyphens, e.g. luna-60-wall-hung-basin',
    'a–z, 0–9 e trattini, ad es. luna-60-lavabo',
    'a–z, 0–9 et tirets, p. ex. luna-60-vasque',
    'a–z, 0–9 y guiones, p. ej. luna-60-lavabo',
  ),
  shop: t(
    'Öffnet den Shop aus den Website-Einstellungen in einem neuen Tab (statt einer Seite).',
    '在新标签页中打开网站设置中的商城（而非站内页面）。',
    'Opens the shop from site settings in a new tab (instead of a page).',
    'Apre il negozio delle impostazioni del sito in una nuova scheda (invece di una pagina).',
    'Ouvre la boutique des paramètres du site dans un nouvel onglet (au lieu d’une page).',
    'Abre la tienda de los ajustes del sitio en una pestaña nueva (en lugar de una página).',
  ),
  notes: t(
    'Interne Notizen des Teams; werden der Person nie angezeigt.',
    '团队内部备注，绝不会向访客显示。',
    'Internal notes of the team; never shown to the visitor.',
    'Note interne del team; mai mostrate al visitatore.',
    'Notes internes de l’équipe ; jamais montrées au visiteur.',
    'Notas internas del equipo; nunca se muestran al visitante.',
  ),
  link: t(
    'Optional: ein Seitenpfad wie /product oder eine vollständige URL.',
    '可选：站内路径（如 /product）或完整网址。',
    'Optional: a site path such as /product or a full URL.',
    'Facoltativo: un percorso del sito come /product o un URL completo.',
    'Facultatif : un chemin du site comme /product ou une URL complète.',
    'Opcional: una ruta del sitio como /product o una URL completa.',
  ),
  legacyValue: t(
    'Der Wert, den das alte Anfrageformular für diese Stelle verwendete.',
    '旧版询盘表单中该职位使用的取值。',
    'The job value the original enquiry form used.',
    'Il valore che il vecchio modulo di richiesta usava per questa posizione.',
    'La valeur que l’ancien formulaire utilisait pour ce poste.',
    'El valor que usaba el antiguo formulario para este puesto.',
  ),
  categoryValue: t(
    'Der chinesische Schlüssel dieser Kategorie aus der ursprünglichen Website.',
    '原网站中该分类的中文键值。',
    'The original site’s Chinese key of this category.',
    'La chiave cinese di questa categoria nel sito originale.',
    'La clé chinoise de cette catégorie sur le site d’origine.',
    'La clave china de esta categoría en el sitio original.',
  ),
  parent: t(
    'Leer für eine Hauptkategorie.',
    '一级分类请留空。',
    'Empty for a root category.',
    'Vuoto per una categoria principale.',
    'Vide pour une catégorie principale.',
    'Vacío para una categoría principal.',
  ),
  homeBox: t(
    '1–6: erscheint als eine der sechs Produktboxen auf der Startseite.',
    '1–6：显示为首页六个产品入口之一。',
    '1–6: shown as one of the six product boxes on the home page.',
    '1–6: mostrata come uno dei sei riquadri prodotto della home page.',
    '1–6 : affichée comme l’un des six blocs produits de l’accueil.',
    '1–6: se muestra como una de las seis cajas de producto de la página de inicio.',
  ),
  coordinates: t(
    'WGS-84-Koordinaten in Dezimalgrad (wie GPS und OpenStreetMap).',
    'WGS-84 坐标，十进制度数（与 GPS、OpenStreetMap 一致，非 GCJ-02）。',
    'WGS-84 coordinates in decimal degrees (as GPS and OpenStreetMap use).',
    'Coordinate WGS-84 in gradi decimali (come GPS e OpenStreetMap).',
    'Coordonnées WGS-84 en degrés décimaux (comme le GPS et OpenStreetMap).',
    'Coordenadas WGS-84 en grados decimales (como GPS y OpenStreetMap).',
  ),
  productMention: t(
    'Produkte nennen Sie mit {{product:<slug>}} (z. B. {{product:luna-60-wall-hung-basin}}): Die Seite zeigt dann den Modellnamen aus dem Katalog („Luna 60“); {{product:<slug>|title}} zeigt den vollen Titel in ihrer Sprache („Wandwaschbecken Luna 60“).',
    '提及产品请写 {{product:<slug>}}（例如 {{product:luna-60-wall-hung-basin}}），页面会显示产品目录中的型号名称（“Luna 60”）；{{product:<slug>|title}} 显示相应语言的完整标题（“Luna 60 人造石挂盆”）。',
    'Name products as {{product:<slug>}} (e.g. {{product:luna-60-wall-hung-basin}}): the page then shows the catalogue’s model name (“Luna 60”); {{product:<slug>|title}} shows the full title in its language (“Luna 60 wall-hung basin”).',
    'Citate i prodotti con {{product:<slug>}} (ad es. {{product:luna-60-wall-hung-basin}}): la pagina mostra il nome del modello del catalogo (“Luna 60”); {{product:<slug>|title}} mostra il titolo completo nella sua lingua (“Lavabo sospeso Luna 60”).',
    'Citez les produits avec {{product:<slug>}} (par ex. {{product:luna-60-wall-hung-basin}}) : la page affiche alors le nom du modèle du catalogue (« Luna 60 ») ; {{product:<slug>|title}} affiche le titre complet dans sa langue (« Lavabo suspendu Luna 60 »).',
    'Cite los productos con {{product:<slug>}} (p. ej., {{product:luna-60-wall-hung-basin}}): la página muestra el nombre del modelo del catálogo («Luna 60»); {{product:<slug>|title}} muestra el título completo en su idioma («Lavabo suspendido Luna 60»).',
  ),
  factValue: t(
    'Nur Ziffern für eine Zahl (36980); die Website formatiert sie je Sprache. „since:founded“ zählt die Jahre seit dem Jahr der Kennzahl „founded“.',
    '数字请只填数字（如 36980），网站会按语言格式化。“since:founded”表示自“founded”所填年份起的年数。',
    'Digits only for a number (36980); formatted per language on the site. “since:founded” counts the years since the year in the fact “founded”.',
    'Solo cifre per un numero (36980); il sito lo formatta per lingua. «since:founded» conta gli anni dall’anno del dato «founded».',
    'Chiffres uniquement pour un nombre (36980) ; le site le met en forme selon la langue. « since:founded » compte les années depuis l’année du chiffre « founded ».',
    'Solo cifras para un número (36980); el sitio lo formatea según el idioma. «since:founded» cuenta los años desde el año del dato «founded».',
  ),
} satisfies Record<string, AdminText>

/** Validation messages of the content model, in the language the admin is shown in. */
export const invalid = {
  slug: help.slug,
  slugInTrash: t(
    'Dieses URL-Kürzel gehört einem Dokument im Papierkorb. Stellen Sie es wieder her oder bitten Sie einen Administrator, es endgültig zu löschen.',
    '此 URL 别名属于回收站中的一个文档。请恢复该文档，或请管理员将其永久删除。',
    'This URL slug belongs to a document in the trash. Restore it, or ask an administrator to delete it for good.',
    'Questo slug URL appartiene a un documento nel cestino. Ripristinalo oppure chiedi a un amministratore di eliminarlo definitivamente.',
    'Ce slug d’URL appartient à un document de la corbeille. Restaurez-le ou demandez à un administrateur de le supprimer définitivement.',
    'Este slug de URL pertenece a un documento de la papelera. Restáurelo o pida a un administrador que lo elimine definitivamente.',
  ),
  unpublishGlobal: t(
    'Seitentexte, Navigation und Einstellungen bleiben immer online. Um eine frühere Fassung zu zeigen, stellen Sie sie unter „Versionen“ wieder her.',
    '页面文字、导航和网站设置始终在线。如需显示较早的内容，请在“版本”中恢复该版本。',
    'Page texts, the navigation and the settings always stay online. To show an earlier version, restore it under “Versions”.',
    'I testi delle pagine, la navigazione e le impostazioni restano sempre online. Per mostrare una versione precedente, ripristinala in “Versioni”.',
    'Les textes des pages, la navigation et les paramètres restent toujours en ligne. Pour afficher une version antérieure, restaurez-la sous « Versions ».',
    'Los textos de las páginas, la navegación y los ajustes siempre están en línea. Para mostrar una versión anterior, restáurela en «Versiones».',
  ),
  countryCode: t(
    'ISO-3166-Code: zwei Großbuchstaben, z. B. DE.',
    'ISO 3166 代码：两个大写字母，例如 DE。',
    'ISO 3166 code: two capital letters, e.g. DE.',
    'Codice ISO 3166: due lettere maiuscole, ad es. DE.',
    'Code ISO 3166 : deux majuscules, p. ex. DE.',
    'Código ISO 3166: dos letras mayúsculas, p. ej. DE.',
  ),
  factKey: t(
    'Kleinbuchstaben, Ziffern und Unterstriche, z. B. factory_area.',
    '仅限小写字母、数字和下划线，例如 factory_area。',
    'Lower-case letters, digits and underscores, e.g. factory_area.',
    'Lettere minuscole, cifre e trattini bassi, ad es. factory_area.',
    'Minuscules, chiffres et tirets bas, p. ex. factory_area.',
    'Minúsculas, cifras y guiones bajos, p. ej. factory_area.',
  ),
  password: t(
    'Das Passwort braucht mindestens 12 Zeichen, davon mindestens 8 verschiedene, und darf kein bekanntes Standardpasswort sein.',
    '密码至少需要 12 个字符，其中至少 8 个不同字符，且不得为常见默认密码。',
    'The password needs at least 12 characters, at least 8 of them different, and must not be a well-known default.',
    'La password deve avere almeno 12 caratteri, di cui almeno 8 diversi, e non può essere una password predefinita nota.',
    'Le mot de passe doit comporter au moins 12 caractères, dont au moins 8 différents, et ne pas être un mot de passe par défaut connu.',
    'La contraseña necesita al menos 12 caracteres, al menos 8 de ellos distintos, y no puede ser una contraseña predeterminada conocida.',
  ),
  linkUrl: t(
    'Links führen auf Adressen mit https://, http://, mailto: oder tel: oder auf eine Seite dieser Website (/…).',
    '链接只能指向以 https://、http://、mailto: 或 tel: 开头的地址，或本网站的页面（/…）。',
    'Links lead to addresses starting with https://, http://, mailto: or tel:, or to a page of this site (/…).',
    'I link portano a indirizzi che iniziano con https://, http://, mailto: o tel:, oppure a una pagina di questo sito (/…).',
    'Les liens mènent à des adresses commençant par https://, http://, mailto: ou tel:, ou à une page de ce site (/…).',
    'Los enlaces llevan a direcciones que empiezan por https://, http://, mailto: o tel:, o a una página de este sitio (/…).',
  ),
  fileContent: t(
    'Die Datei ist nach ihrem Inhalt keines der angenommenen Formate (Bilder: PNG, JPEG, WebP, AVIF, SVG; Dokumente: PDF; CAD: DXF, DWG; BIM/3D: IFC, STEP, RVT, RFA, SKP), oder ihr Inhalt passt nicht zu ihrer Endung.',
    '按文件内容判断，该文件不属于可接受的格式（图片：PNG、JPEG、WebP、AVIF、SVG；文档：PDF；CAD：DXF、DWG；BIM/3D：IFC、STEP、RVT、RFA、SKP），或内容与扩展名不符。',
    'By its content the file is none of the accepted formats (pictures: PNG, JPEG, WebP, AVIF, SVG; documents: PDF; CAD: DXF, DWG; BIM/3D: IFC, STEP, RVT, RFA, SKP), or its content does not match its extension.',
    'In base al contenuto il file non è in nessuno dei formati accettati (immagini: PNG, JPEG, WebP, AVIF, SVG; documenti: PDF; CAD: DXF, DWG; BIM/3D: IFC, STEP, RVT, RFA, SKP), oppure il contenuto non corrisponde all’estensione.',
    'D’après son contenu, le fichier n’est dans aucun des formats acceptés (images : PNG, JPEG, WebP, AVIF, SVG ; documents : PDF ; CAO : DXF, DWG ; BIM/3D : IFC, STEP, RVT, RFA, SKP), ou son contenu ne correspond pas à son extension.',
    'Por su contenido, el archivo no está en ninguno de los formatos aceptados (imágenes: PNG, JPEG, WebP, AVIF, SVG; documentos: PDF; CAD: DXF, DWG; BIM/3D: IFC, STEP, RVT, RFA, SKP), o su contenido no coincide con su extensión.',
  ),
  fileProgram: t(
    'Die Datei ist ein Programm (ausführbare Datei), gleich welche Endung sie trägt. Die Mediathek nimmt keine Programme an.',
    '该文件是程序（可执行文件），无论其扩展名为何。媒体库不接受程序文件。',
    'The file is a program (an executable), whatever its extension. The media library takes no programs.',
    'Il file è un programma (un eseguibile), qualunque sia la sua estensione. La libreria multimediale non accetta programmi.',
    'Le fichier est un programme (un exécutable), quelle que soit son extension. La médiathèque n’accepte aucun programme.',
    'El archivo es un programa (un ejecutable), sea cual sea su extensión. La mediateca no acepta programas.',
  ),
  fileTooLarge: t(
    'Die Datei ist größer als {limit} MB, die Grenze für {format}.',
    '文件大于 {limit} MB，超出{format}的上限。',
    'The file is larger than {limit} MB, the limit for {format}.',
    'Il file supera i {limit} MB, il limite per {format}.',
    'Le fichier dépasse {limit} Mo, la limite pour {format}.',
    'El archivo supera los {limit} MB, el límite para {format}.',
  ),
  pictures: t('Bilder', '图片', 'pictures', 'le immagini', 'les images', 'las imágenes'),
  downloadFormat: t(
    'Diese Datei ist ein {found}. Ein Download der Art „{kind}“ nimmt nur {expected}.',
    '该文件为 {found} 格式。“{kind}”类下载只接受 {expected}。',
    'This file is a {found}. A download of the kind “{kind}” takes {expected} only.',
    'Questo file è un {found}. Un download del tipo «{kind}» accetta solo {expected}.',
    'Ce fichier est un {found}. Un téléchargement du type « {kind} » n’accepte que {expected}.',
    'Este archivo es un {found}. Una descarga del tipo «{kind}» solo admite {expected}.',
  ),
} satisfies Record<string, AdminText>

/** Picks the admin user's language out of a six-language text (validation runs server-side). */
export function inAdminLanguage(
  text: AdminText,
  req: { i18n?: { language?: string } } | undefined,
  values: Record<string, string | number> = {},
): string {
  const language = req?.i18n?.language
  return fill(language && language in text ? text[language as keyof AdminText] : text.en, values)
}

/**
 * Select options of a closed list of values (src/lib/vocabularies.ts), each with its admin label:
 * the labels are keyed by the values, so a value added to the list without a label does not compile.
 */
export function vocabularyOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, AdminText>>,
): { value: V; label: AdminText }[] {
  return values.map((value) => ({ value, label: labels[value] }))
}

/** A language's name in each of the six admin languages ("Italienisch", "意大利语", "Italian", …). */
export function languageNames(code: string): AdminText {
  return Object.fromEntries(
    locales.map((admin) => [admin, new Intl.DisplayNames([admin], { type: 'language' }).of(code) ?? code]),
  ) as AdminText
}

/** The six languages as a select field's options, each named in the admin's language. */
export const languageOptions = locales.map((value) => ({ value, label: languageNames(value) }))

/** Names of networks, messengers and shops: brands, the same in every language. */
export const brandNames: Readonly<Record<string, string>> = {
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  alibaba: 'Alibaba',
  madeinchina: 'Made-in-China.com',
  tmall: 'Tmall',
  amazon: 'Amazon',
  ebay: 'eBay',
  wechat: 'WeChat',
  whatsapp: 'WhatsApp',
  // The shops' keys: `product` is the brand's Tmall flagship store (the spec's key).
  product: 'Tmall',
  sogood: 'SOGOOD',
}

/** Select options of brand names: the key, named as the brand writes itself. */
export const brandOptions = (keys: readonly string[]) =>
  keys.map((value) => ({ value, label: brandNames[value] ?? value }))

/** The tag each admin language's names are given in. */
const adminTag = (l: string): string => (l === 'zh' ? 'zh-CN' : l)

/** A time zone as each admin language names it, with its IANA name: "Mitteleuropäische Zeit (Europe/Berlin)". */
export const timeZoneLabel = (zone: string): AdminText =>
  Object.fromEntries(locales.map((l) => [l, `${timeZoneName(zone, adminTag(l))} (${zone})`])) as AdminText
