/**
 * Text and attribute values for the XML files the site writes (BMEcat, XLIFF, TMX): the five
 * markup characters escaped (quotes too, so one function serves text and attributes), and the
 * characters XML 1.0 does not allow (control characters a pasted text may bring) left out, so a
 * reader never refuses the file.
 */
export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 does not allow.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
