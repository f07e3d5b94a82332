import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './download';

const fallback = 'document.pdf';

describe('the name a downloaded PDF is saved under', () => {
  it('is the quoted file name of the answer', () => {
    expect(filenameFromContentDisposition('attachment; filename="Order 10023 - WP-1001.pdf"', fallback)).toBe(
      'Order 10023 - WP-1001.pdf',
    );
  });

  it('is the unquoted file name of the answer', () => {
    expect(filenameFromContentDisposition('attachment; filename=Invoice-400012.pdf', fallback)).toBe(
      'Invoice-400012.pdf',
    );
  });

  it('prefers the encoded name, which can carry accents', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="Facture-1.pdf"; filename*=UTF-8''Factur%C3%A9e%201.pdf`,
        fallback,
      ),
    ).toBe('Facturée 1.pdf');
  });

  it('never lets the name leave the download folder', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"', fallback)).toBe(
      '.._.._etc_passwd',
    );
  });

  it('falls back when the answer names no file', () => {
    expect(filenameFromContentDisposition(null, fallback)).toBe(fallback);
    expect(filenameFromContentDisposition('attachment', fallback)).toBe(fallback);
    expect(filenameFromContentDisposition('attachment; filename=""', fallback)).toBe(fallback);
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, fallback)).toBe(fallback);
  });
});
