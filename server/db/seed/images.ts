/**
 * Self-contained demo media as data URIs, so seeded records show pictures and attachments
 * without a network or an uploads directory.
 */

/** Base64 of a text's UTF-8 bytes, in Node and in the browser alike (the fake shop seeds there too). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square SVG tile with a colour and up to two lines of label. */
export function svgTile(label: string, color: string): string {
  const words = label.replace(/~.*$/, '').split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [words.join(' ')];
  const text = lines
    .map(
      (line, i) =>
        `<text x="100" y="${105 + (i - (lines.length - 1) / 2) * 24}" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="16" fill="${color}"/>${text}</svg>`;
  return `data:image/svg+xml;base64,${base64(svg)}`;
}

/** A one-page PDF that says `title`. */
export function tinyPdf(title: string): string {
  const content = `BT /F1 18 Tf 40 760 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return `data:application/pdf;base64,${base64(body)}`;
}

/** A small plain-text file, for the "other attachment type" case. */
export function textFile(text: string): string {
  return `data:text/plain;base64,${base64(text)}`;
}
