import { Letterhead, type LetterheadUpdate } from '@selvedge/contracts';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import { invalidFields } from '../../shared/errors.js';
import { findStoredFile, insertStoredFile, type StoredFileRow } from '../files/index.js';
import { writeLog } from '../logs/index.js';
import { readSetting, writeSetting } from './settings.repository.js';

const LETTERHEAD_KEY = 'letterhead';

/** Until an administrator fills it in, the letterhead is empty: the statement prints no supplier lines. */
export const EMPTY_LETTERHEAD: Letterhead = {
  companyName: '',
  street: '',
  postalCode: '',
  city: '',
  country: '',
  vatNumber: '',
  chamberOfCommerce: '',
  phone: '',
  email: '',
  website: '',
  bankAccount: '',
  logoFileId: null,
};

/** The demo's supplier, as the demo ERP prints it on its documents (packages/demo-erp render-document-pdf.ts). */
const DEMO_LETTERHEAD: Letterhead = {
  companyName: 'Selvedge Wallcoverings & Fabrics B.V.',
  street: 'Ringbaan-Oost 112',
  postalCode: '5013 CD',
  city: 'Tilburg',
  country: 'Nederland',
  vatNumber: 'NL859012345B01',
  chamberOfCommerce: '18092345',
  phone: '+31 13 555 0142',
  email: 'orders@selvedge.example',
  website: 'www.selvedge.example',
  bankAccount: 'NL91 ABNA 0417 1643 00 (BIC ABNANL2A)',
  logoFileId: null,
};

/** The demo supplier's logo: the portal's teal mark and the name, drawn here rather than kept as a file. */
const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="680" height="200" viewBox="0 0 680 200">
  <rect x="10" y="20" width="160" height="160" rx="32" fill="#0c7c7c"/>
  <path d="M58 70h64M58 100h64M58 130h64" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>
  <text x="200" y="118" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#1f2933">Selvedge</text>
  <text x="202" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#5f6b76">Wallcoverings &amp; Fabrics</text>
</svg>`;

/**
 * The demo seed's letterhead: the demo supplier with its logo, written without the checks and the log
 * of an administrator's change.
 */
export async function seedDemoLetterhead(db: Db): Promise<void> {
  const bytes = await sharp(Buffer.from(DEMO_LOGO_SVG)).png().toBuffer();
  const logo = await insertStoredFile(db, {
    fileName: 'selvedge-logo.png',
    contentType: 'image/png',
    size: bytes.length,
    bytes,
    uploadedBy: null,
  });
  await writeSetting(db, LETTERHEAD_KEY, { ...DEMO_LETTERHEAD, logoFileId: logo.id });
}

/** The stored letterhead over the empty one; a stored value that no longer parses counts as empty. */
export async function getLetterhead(db: Db): Promise<Letterhead> {
  const stored = await readSetting(db, LETTERHEAD_KEY);
  const parsed = Letterhead.safeParse({ ...EMPTY_LETTERHEAD, ...(stored as object | undefined) });
  return parsed.success ? parsed.data : EMPTY_LETTERHEAD;
}

const isImage = (file: StoredFileRow | undefined): file is StoredFileRow =>
  file?.contentType === 'image/png' || file?.contentType === 'image/jpeg';

/** Saves the letterhead; its logo must be an uploaded PNG or JPEG. Logged as every settings change. */
export async function saveLetterhead(
  db: Db,
  ctx: AuthenticatedContext,
  update: LetterheadUpdate,
): Promise<Letterhead> {
  const letterhead: Letterhead = {
    ...update,
    logoFileId: update.logoFileId === undefined ? (await getLetterhead(db)).logoFileId : update.logoFileId,
  };
  if (letterhead.logoFileId !== null && !isImage(await findStoredFile(db, letterhead.logoFileId)))
    throw invalidFields([{ path: 'logoFileId', code: 'INVALID_VALUE' }]);
  await writeSetting(db, LETTERHEAD_KEY, letterhead);
  await writeLog(db, ctx, {
    level: 'info',
    event: 'SETTINGS_CHANGED',
    message: `Letterhead set to ${letterhead.companyName || '(no name)'}`,
    data: { logoFileId: letterhead.logoFileId },
  });
  return letterhead;
}

/** The letterhead's logo image, when one is set and still stored. */
export async function findLetterheadLogo(db: Db): Promise<StoredFileRow | undefined> {
  const { logoFileId } = await getLetterhead(db);
  if (!logoFileId) return undefined;
  const file = await findStoredFile(db, logoFileId);
  return isImage(file) ? file : undefined;
}
