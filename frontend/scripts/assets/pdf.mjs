// A minimal PDF 1.4 writer: A4 pages, the standard Helvetica fonts (WinAnsiEncoding, nothing embedded),
// filled rectangles and text. Offsets in the xref table are byte-exact; output is deterministic.

const A4 = [595.28, 841.89];

// Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM metrics.
const HELV = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Width of a string in points; bold is approximated as 5% wider. */
export function measure(textValue, size, bold = false) {
  let units = 0;
  for (const c of textValue) {
    const code = c.charCodeAt(0);
    units += code >= 32 && code <= 126 ? HELV[code - 32] : c === '—' || c === '–' ? 1000 : 556;
  }
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

/** Encodes a JS string as a PDF literal string in WinAnsiEncoding. */
function literal(value) {
  let out = '(';
  for (const c of value) {
    if (c === '(' || c === ')' || c === '\\') out += `\\${c}`;
    else if (c === '—') out += '\\227';
    else if (c === '–') out += '\\226';
    else if (c === '•') out += '\\225';
    else if (c === '’') out += '\\222';
    else {
      const code = c.charCodeAt(0);
      if (code >= 32 && code <= 126) out += c;
      else if (code >= 160 && code <= 255) out += `\\${code.toString(8)}`;
      else out += '?';
    }
  }
  return `${out})`;
}

/** Text strings outside content streams (the Info dictionary) as UTF-16BE hex with a byte-order mark. */
function textString(value) {
  let hex = 'FEFF';
  for (let i = 0; i < value.length; i += 1)
    hex += value.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

const hexToRgb = (hex) =>
  [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

export class PdfDocument {
  constructor({ title, author, subject }) {
    this.info = { title, author, subject };
    this.pages = [];
    this.width = A4[0];
    this.height = A4[1];
  }

  addPage() {
    const page = { ops: [] };
    this.pages.push(page);
    return {
      /** y is measured from the top of the page, like a screen. */
      text: (x, y, value, { size = 11, bold = false, color = '#1b2434' } = {}) =>
        page.ops.push(
          `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${hexToRgb(color)} rg ${x.toFixed(2)} ${(this.height - y).toFixed(2)} Td ${literal(value)} Tj ET`,
        ),
      rect: (x, y, w, h, color) =>
        page.ops.push(
          `${hexToRgb(color)} rg ${x.toFixed(2)} ${(this.height - y - h).toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`,
        ),
    };
  }

  /** Serialises the document; returns a Buffer. */
  toBuffer() {
    const objects = [];
    const add = (body) => {
      objects.push(body);
      return objects.length;
    };
    const catalog = add(null);
    const pagesId = add(null);
    const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    const kids = [];
    for (const page of this.pages) {
      const stream = page.ops.join('\n');
      const content = add(
        `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
      );
      kids.push(
        add(
          `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${this.width} ${this.height}] ` +
            `/Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
      );
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
    objects[pagesId - 1] =
      `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    const info = add(
      `<< /Title ${textString(this.info.title)} /Author ${textString(this.info.author)} /Subject ${textString(this.info.subject)} ` +
        `/Producer (Orbitwise asset generator) >>`,
    );

    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets = [];
    objects.forEach((body, i) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}
