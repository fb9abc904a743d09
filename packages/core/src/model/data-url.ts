/**
 * Data URLs (`data:image/png;base64,…`) as both OpenAI formats take them for images and files, and what their
 * first bytes say the content is. Only the head of the payload is decoded: a check costs the same for any size.
 */

export interface DataUrl {
  /** The media type as written, lower-cased (`image/png`); "" when the URL names none. */
  mime: string;
  /** `;base64` is present. */
  base64: boolean;
  /** Where the payload starts in the URL. */
  payloadStart: number;
}

/** The parts of a `data:` URL; undefined for any other string. */
export function parseDataUrl(url: string): DataUrl | undefined {
  if (!url.startsWith("data:")) return undefined;
  const comma = url.indexOf(",");
  if (comma < 0) return undefined;
  const header = url.slice(5, comma).split(";");
  const mime = header[0]!.trim().toLowerCase();
  return { mime, base64: header.slice(1).some((param) => param.trim().toLowerCase() === "base64"), payloadStart: comma + 1 };
}

/**
 * The string field `key` of `record` and its parts as a `data:` URL; undefined when the field is not a string or not
 * a data URL. Rules that read a part's data URL start here.
 */
export function dataUrlOf(record: Readonly<Record<string, unknown>>, key: string): { text: string; data: DataUrl } | undefined {
  const text = record[key];
  if (typeof text !== "string") return undefined;
  const data = parseDataUrl(text);
  return data === undefined ? undefined : { text, data };
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The first bytes of a base64 payload (up to 24), or undefined when its head is not base64. */
export function headBytes(text: string, start = 0): number[] | undefined {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (let i = start; i < text.length && i < start + 32; i++) {
    const char = text[i]!;
    if (char === "=") break;
    const value = ALPHABET.indexOf(char);
    if (value < 0) return undefined;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

const ascii = (bytes: readonly number[], from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/** The image (or other) format the first bytes show; undefined when they show none msglint knows. */
export function sniffFormat(bytes: readonly number[]): string | undefined {
  const at = (i: number) => bytes[i];
  if (at(0) === 0x89 && ascii(bytes, 1, 4) === "PNG") return "png";
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "jpeg";
  if (ascii(bytes, 0, 4) === "GIF8") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 2) === "BM" && bytes.length >= 14) return "bmp";
  if ((at(0) === 0x49 && at(1) === 0x49 && at(2) === 0x2a && at(3) === 0) || (at(0) === 0x4d && at(1) === 0x4d && at(2) === 0 && at(3) === 0x2a))
    return "tiff";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (/^(heic|heix|hevc|mif1|msf1)$/.test(brand)) return "heic";
  }
  if (ascii(bytes, 0, 4) === "%PDF") return "pdf";
  if (/^\s*<(\?xml|svg)/i.test(ascii(bytes, 0, bytes.length))) return "svg";
  return undefined;
}

/** The image formats OpenAI reads. */
export const OPENAI_IMAGE_FORMATS: ReadonlySet<string> = new Set(["png", "jpeg", "gif", "webp"]);

/**
 * Whether the first bytes are printable text, not an image: an error page or a message saved under an image's name.
 * No image format OpenAI reads starts so (GIF's "GIF8" and WebP's "RIFF" are told by `sniffFormat` first).
 */
export function looksLikeText(bytes: readonly number[]): boolean {
  return bytes.length >= 8 && bytes.every((b) => b === 0x09 || b === 0x0a || b === 0x0d || (b >= 0x20 && b <= 0x7e));
}
