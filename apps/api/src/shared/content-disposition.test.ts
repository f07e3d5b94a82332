import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('names the file in ASCII and in UTF-8', () => {
    expect(contentDisposition('Factuur 2026-001 café.pdf', 'inline')).toBe(
      `inline; filename="Factuur 2026-001 caf_.pdf"; filename*=UTF-8''Factuur%202026-001%20caf%C3%A9.pdf`,
    );
  });

  it('drops bidirectional controls, so "invoice‮fdp.exe" cannot show as "invoiceexe.pdf"', () => {
    expect(contentDisposition('invoice\u202Efdp.exe')).toBe(
      `attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`,
    );
  });
});
