/** Download files by name (`user_manual.pdf` → `USER_MANUAL`). */
export const DOWNLOAD_FILES: ReadonlyMap<string, string> = new Map(
  [
    'ASSEMBLY',
    'MANUFACTURER_WARRANTY',
    'PRODUCT_DATASHEET',
    'SAFETY_DATASHEET',
    'USER_MANUAL',
    'WARNING_LABEL',
  ].map((k) => [`${k.toLowerCase()}.pdf`, k]),
);

/** Latin-1 only in a PDF string literal; brackets and backslashes escaped, everything else replaced. */
const pdfText = (s: string) =>
  s
    .normalize('NFC')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (m) => `\\${m}`);

/**
 * A one-page PDF with the document's title (the seed has no real manuals: the shop serves a
 * valid placeholder document per product and kind, so the links work end to end). Written by
 * hand: five objects and a cross-reference table, no library needed for that.
 */
export function downloadPdf(title: string): Uint8Array<ArrayBuffer> {
  const text = pdfText(title);
  const content = `BT /F1 16 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // every character is Latin-1 (one byte each): the string's length is the byte count used above
  return Uint8Array.from(out, (ch) => ch.charCodeAt(0));
}
