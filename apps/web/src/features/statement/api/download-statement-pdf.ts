import type { Language } from '@selvedge/contracts';
import { apiDownload } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';

/** Saves the statement's PDF in `language` under the name the API gives it (in that language). */
export async function downloadStatementPdf(language: Language): Promise<void> {
  const file = await apiDownload('/api/statement/pdf', { accept: 'application/pdf', query: { language } });
  saveBlob(file.blob, filenameFromContentDisposition(file.contentDisposition, 'statement.pdf'));
}
