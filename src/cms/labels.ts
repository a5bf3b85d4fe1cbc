/**
 * Labels of the admin interface in its six languages, so staff who switch the admin to
 * Chinese, Italian, French or Spanish read their own language in the content model too.
 */
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
  family: t('Produktfamilie', '产品系列', 'Product family', 'Famiglia di prodotti', 'Famille de produits', 'Familia de productos'),
  legacyId: t('Alt-ID (API)', '旧版 ID（API）', 'Legacy id (API)', 'ID storico (API)', 'ID historique (API)', 'ID heredado (API)'),
} satisfies Record<string, AdminText>

export const groups = {
  content: t('Inhalte', '内容', 'Content', 'Contenuti', 'Contenus', 'Contenidos'),
  catalogue: t('Katalog', '产品目录', 'Catalogue', 'Catalogo', 'Catalogue', 'Catálogo'),
  company: t('Unternehmen', '公司', 'Company', 'Azienda', 'Entreprise', 'Empresa'),
  pages: t('Seitentexte', '页面文字', 'Page texts', 'Testi delle pagine', 'Textes des pages', 'Textos de páginas'),
  site: t('Website', '网站', 'Website', 'Sito web', 'Site web', 'Sitio web'),
  enquiries: t('Anfragen', '询盘', 'Enquiries', 'Richieste', 'Demandes', 'Consultas'),
  admin: t('Verwaltung', '管理', 'Administration', 'Amministrazione', 'Administration', 'Administración'),
} satisfies Record<string, AdminText>
