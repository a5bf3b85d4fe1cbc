import { t } from '@/cms/labels'

import { xliffLabels } from '../xliffLabels'

/** The admin's texts of the translation memory, in its six languages. */
export const memoryLabels = {
  title: t(
    'Übersetzungsspeicher',
    '翻译记忆',
    'Translation memory',
    'Memoria di traduzione',
    'Mémoire de traduction',
    'Memoria de traducción',
  ),
  insert: t('Übernehmen', '采用', 'Use', 'Usa', 'Utiliser', 'Usar'),
  insertTitle: t(
    '„{text}“ in das Feld übernehmen',
    '将“{text}”填入字段',
    'Put “{text}” into the field',
    'Inserisci «{text}» nel campo',
    'Insérer «\u00a0{text}\u00a0» dans le champ',
    'Insertar «{text}» en el campo',
  ),
  storedSource: t(
    'Gespeicherter Quellsatz',
    '已存原句',
    'Stored source',
    'Frase di partenza salvata',
    'Phrase source enregistrée',
    'Frase de origen guardada',
  ),
  notAllowed: t(
    'Den Übersetzungsspeicher lesen Redaktion und Übersetzer.',
    '只有编辑和译者可以查看翻译记忆。',
    'Editors and translators read the translation memory.',
    'La memoria di traduzione la leggono redazione e traduttori.',
    'La rédaction et les traducteurs lisent la mémoire de traduction.',
    'La memoria de traducción la leen la redacción y los traductores.',
  ),
  importNotAllowed: t(
    'Einen TMX-Import nehmen Administratoren vor.',
    '只有管理员可以导入 TMX。',
    'Administrators import TMX files.',
    'Le importazioni TMX le fanno gli amministratori.',
    'Les administrateurs importent les fichiers TMX.',
    'Las importaciones TMX las hacen los administradores.',
  ),
  language: xliffLabels.errors.exportLanguage,
  imported: t(
    '{units} Einheiten gelesen: {added} Sätze neu, {changed} mit neuer Übersetzung.',
    '已读取 {units} 个单元：新增 {added} 句，{changed} 句译文已更新。',
    '{units} units read: {added} sentences new, {changed} with a new translation.',
    '{units} unità lette: {added} frasi nuove, {changed} con una nuova traduzione.',
    '{units} unités lues\u00a0: {added} phrases nouvelles, {changed} avec une nouvelle traduction.',
    '{units} unidades leídas: {added} frases nuevas, {changed} con una nueva traducción.',
  ),
  errors: {
    malformed: xliffLabels.errors.malformed,
    notTmx: t(
      'Die Datei ist keine TMX-Datei ({detail}).',
      '该文件不是 TMX 文件（{detail}）。',
      'The file is not a TMX file ({detail}).',
      'Il file non è un file TMX ({detail}).',
      'Le fichier n’est pas un fichier TMX ({detail}).',
      'El archivo no es un archivo TMX ({detail}).',
    ),
    sourceLanguage: t(
      'Ausgangssprache „{language}“: Der Speicher hält Übersetzungen aus dem Deutschen.',
      '源语言为“{language}”：翻译记忆只保存由德语翻译的内容。',
      'Source language “{language}”: the memory holds translations from German.',
      'Lingua di partenza «{language}»: la memoria contiene traduzioni dal tedesco.',
      'Langue source «\u00a0{language}\u00a0»\u00a0: la mémoire contient des traductions depuis l’allemand.',
      'Idioma de origen «{language}»: la memoria guarda traducciones del alemán.',
    ),
  },
}
