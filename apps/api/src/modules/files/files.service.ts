import { MAX_UPLOAD_BYTES, type UploadedFile, type UploadPurpose } from '@selvedge/contracts';
import type { Db } from '../../db/client.js';
import { withoutBidiControls } from '../../shared/content-disposition.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import { AppError } from '../../shared/errors.js';
import { writeLog } from '../logs/index.js';
import { insertStoredFile } from './stored-files.repository.js';

export type FileKind = 'image/png' | 'image/jpeg' | 'application/pdf';

const extensionOf: Record<FileKind, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

const allowed: Record<UploadPurpose, readonly FileKind[]> = {
  newsImage: ['image/png', 'image/jpeg'],
  document: ['application/pdf', 'image/png', 'image/jpeg'],
  // The letterhead's logo on the statement of account: pdfkit embeds PNG and JPEG.
  logo: ['image/png', 'image/jpeg'],
};

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** What the bytes are, by their magic number (D7: by content, not by name); undefined for anything else. */
export function sniffContentType(bytes: Buffer): FileKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return undefined;
}

export const fileExtension = (contentType: string): string => extensionOf[contentType as FileKind] ?? 'bin';

/**
 * The uploaded name without a path, control characters (bidirectional ones too) or its extension, with
 * the real extension.
 */
function cleanFileName(name: string, kind: FileKind): string {
  const base = withoutBidiControls(name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 150);
  return `${base || 'file'}.${extensionOf[kind]}`;
}

/** Checks and stores an upload; refuses oversize files and anything not allowed for the purpose (D7). */
export async function storeUpload(
  db: Db,
  ctx: AuthenticatedContext,
  input: { purpose: UploadPurpose; name: string; bytes: Buffer },
): Promise<UploadedFile> {
  if (input.bytes.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE', 413);
  const kind = sniffContentType(input.bytes);
  if (!kind || !allowed[input.purpose].includes(kind)) throw new AppError('FILE_TYPE_NOT_ALLOWED', 400);
  const fileName = cleanFileName(input.name, kind);
  const row = await insertStoredFile(db, {
    fileName,
    contentType: kind,
    size: input.bytes.length,
    bytes: input.bytes,
    uploadedBy: ctx.user.id,
  });
  await writeLog(db, ctx, {
    level: 'info',
    event: 'FILE_UPLOADED',
    message: `Uploaded ${fileName} (${kind}, ${input.bytes.length} bytes)`,
    data: { fileId: row.id, purpose: input.purpose },
  });
  return { id: row.id, fileName, contentType: kind, size: input.bytes.length };
}
