import { Letterhead } from '@selvedge/contracts';
import type { Db } from '../../db/client.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import { invalidFields } from '../../shared/errors.js';
import { findStoredFile, type StoredFileRow } from '../files/index.js';
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
export const DEMO_LETTERHEAD: Letterhead = {
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

/** Writes a letterhead without the checks and the log of an administrator's change (the demo seed). */
export async function seedLetterhead(db: Db, letterhead: Letterhead): Promise<void> {
  await writeSetting(db, LETTERHEAD_KEY, letterhead);
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
  letterhead: Letterhead,
): Promise<Letterhead> {
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
