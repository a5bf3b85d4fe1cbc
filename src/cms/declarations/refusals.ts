import { t } from '@/cms/labels'

/** What the admin says when a declaration of performance cannot be saved as asked. */
export const dopRefusals = {
  changed: t(
    'Diese Leistungserklärung ist veröffentlicht und darf nicht mehr geändert, zurückgezogen oder gelöscht werden. Für eine Änderung stellen Sie eine neue Leistungserklärung mit einer neuen Nummer aus; diese bleibt abrufbar.',
    '此性能声明已发布，不得再修改、撤回或删除。如需更改，请以新编号签发一份新的性能声明；本声明将继续可供下载。',
    'This declaration of performance is published and may no longer be changed, withdrawn or deleted. For a change, issue a new declaration with a new number; this one stays available.',
    'Questa dichiarazione di prestazione è pubblicata e non può più essere modificata, ritirata o eliminata. Per una modifica emettete una nuova dichiarazione con un nuovo numero; questa resta disponibile.',
    'Cette déclaration des performances est publiée et ne peut plus être modifiée, retirée ni supprimée. Pour une modification, établissez une nouvelle déclaration avec un nouveau numéro ; celle-ci reste disponible.',
    'Esta declaración de prestaciones está publicada y ya no puede modificarse, retirarse ni eliminarse. Para un cambio, emita una nueva declaración con un número nuevo; esta sigue disponible.',
  ),
  number: t(
    'Nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich, 3 bis 64 Zeichen (die Nummer ist Teil der Adresse des PDF).',
    '仅限字母、数字、点、连字符和下划线，3至64个字符（编号是PDF地址的一部分）。',
    'Letters, digits, dots, hyphens and underscores only, 3 to 64 characters (the number is part of the PDF’s address).',
    'Solo lettere, cifre, punto, trattino e trattino basso, da 3 a 64 caratteri (il numero fa parte dell’indirizzo del PDF).',
    'Lettres, chiffres, points, tirets et tirets bas uniquement, de 3 à 64 caractères (le numéro fait partie de l’adresse du PDF).',
    'Solo letras, cifras, punto, guion y guion bajo, de 3 a 64 caracteres (el número forma parte de la dirección del PDF).',
  ),
  notifiedBody: t(
    'Bei System {system} ist eine notifizierte Stelle anzugeben (Name und Kennnummer).',
    '系统 {system} 须填写公告机构（名称和编号）。',
    'System {system} needs a notified body (name and identification number).',
    'Il sistema {system} richiede un organismo notificato (nome e numero di identificazione).',
    'Le système {system} exige un organisme notifié (nom et numéro d’identification).',
    'El sistema {system} requiere un organismo notificado (nombre y número de identificación).',
  ),
  missing: t(
    'Vor der Veröffentlichung fehlen Texte in: {list}. Eine Leistungserklärung wird auf Deutsch, Englisch, Italienisch, Französisch und Spanisch ausgestellt.',
    '发布前缺少以下语言的文字：{list}。性能声明须以德语、英语、意大利语、法语和西班牙语签发。',
    'Before publishing, texts are missing in: {list}. A declaration of performance is issued in German, English, Italian, French and Spanish.',
    'Prima della pubblicazione mancano testi in: {list}. Una dichiarazione di prestazione è emessa in tedesco, inglese, italiano, francese e spagnolo.',
    'Avant la publication, il manque des textes en : {list}. Une déclaration des performances est établie en allemand, anglais, italien, français et espagnol.',
    'Antes de publicar faltan textos en: {list}. Una declaración de prestaciones se emite en alemán, inglés, italiano, francés y español.',
  ),
}
