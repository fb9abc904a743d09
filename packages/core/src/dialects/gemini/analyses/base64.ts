/**
 * Whether a proto `bytes` value in JSON decodes: standard or URL-safe base64, with or without padding (proto3
 * JSON; recorded 200s carry URL-safe thought signatures). Line breaks are let through, as nothing shows Google
 * refusing them; a data URL prefix, a URL or a file path is not base64.
 */
const ALPHABET = /^[A-Za-z0-9+/_\-\r\n]*={0,2}[\r\n]*$/;

export function decodesAsBase64(value: string): boolean {
  if (!ALPHABET.test(value)) return false;
  let length = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code !== 10 && code !== 13 && code !== 61) length++;
  }
  // Four characters make three bytes; a lone character after the last group makes none.
  return length % 4 !== 1;
}
