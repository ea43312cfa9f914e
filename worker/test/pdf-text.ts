/*
 * The text of a PDF that pdfkit wrote with the embedded fonts (worker/lib/pdf/document.ts), readable inside workerd:
 * the content streams are deflated and the text is glyph ids, mapped back to characters through each font's
 * ToUnicode CMap. One line per text run, in the order they were written. Made for our own PDFs, not for any PDF.
 */

/** Bytes as a string of the same length, one character per byte (offsets stay the same). */
const asBinary = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

async function inflate(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return asBinary(new Uint8Array(await new Response(stream).arrayBuffer()));
}

interface PdfObject {
  dict: string;
  stream: string | null;
}

/** Every numbered object, its stream inflated. */
async function readObjects(bytes: Uint8Array): Promise<Map<number, PdfObject>> {
  const raw = asBinary(bytes);
  const objects = new Map<number, PdfObject>();
  for (const match of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2]!;
    const start = body.indexOf('\nstream\n');
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    const offset = match.index + `${match[1]} 0 obj\n`.length + start + '\nstream\n'.length;
    const data = bytes.slice(offset, offset + body.lastIndexOf('\nendstream') - start - '\nstream\n'.length);
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? await inflate(data) : asBinary(data) });
  }
  return objects;
}

/** Glyph id -> text, from a ToUnicode CMap as pdfkit writes it (`<start> <end> [<0041> <0066 0069> …]`). */
function parseCmap(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1]!, 16);
    [...range[2]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, index) => {
      const codes = entry[1]!.split(' ').map((hex) => parseInt(hex, 16));
      glyphs.set(start + index, String.fromCharCode(...codes));
    });
  }
  return glyphs;
}

/** Font resource name (`F1`) -> its glyph map. */
function fontMaps(objects: Map<number, PdfObject>): Map<string, Map<number, string>> {
  const byObject = new Map<number, Map<number, string>>();
  for (const [number, object] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(object.dict)?.[1];
    const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
    if (cmap) byObject.set(number, parseCmap(cmap));
  }
  const byName = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const [, name, number] of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const map = byObject.get(Number(number));
      if (map) byName.set(name!, map);
    }
  }
  return byName;
}

/** The text runs of the PDF, one per line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const objects = await readObjects(bytes);
  const fonts = fontMaps(objects);
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes(' Tf')) continue;
    let font: Map<number, string> | undefined;
    for (const match of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (match[1]) font = fonts.get(match[1]);
      else {
        const hex = [...match[2]!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]!).join('');
        const ids = hex.match(/.{4}/g) ?? [];
        lines.push(ids.map((id) => font?.get(parseInt(id, 16)) ?? '\uFFFD').join(''));
      }
    }
  }
  return lines.join('\n');
}
