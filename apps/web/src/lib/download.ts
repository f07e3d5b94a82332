/** Saving a file the API sent (PDFs, D18): its name comes from the answer, not from the browser's guess. */

const unsafeCharacters = /[\\/:*?"<>|]+/g;

/** Control characters (below U+0020) are dropped; written without a regular expression for the linter. */
const withoutControlCharacters = (text: string) =>
  [...text].filter((character) => (character.codePointAt(0) ?? 0) >= 0x20).join('');

function clean(name: string): string | null {
  const base = withoutControlCharacters(name).replace(unsafeCharacters, '_').trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

/**
 * The file name of a Content-Disposition header: RFC 6266 `filename*=UTF-8''…` first (it can carry
 * accents), then `filename="…"` or `filename=…`; `fallback` when neither is usable.
 */
export function filenameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (header) {
    const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
    if (extended?.[2]) {
      try {
        const name = clean(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
        if (name) return name;
      } catch {
        // A malformed escape: try the plain parameter.
      }
    }
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
    const plain = /filename\s*=\s*([^;"\s][^;]*)/i.exec(header);
    const value = quoted?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[1]?.trim();
    const name = value ? clean(value) : null;
    if (name) return name;
  }
  return fallback;
}

/** Hands a downloaded file to the browser's save mechanism. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
