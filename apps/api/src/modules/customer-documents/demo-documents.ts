import PDFDocument from 'pdfkit';

/**
 * The demo seed's "current information" documents: their rows (customer-documents.tables.ts) and the
 * PDFs the API serves for them, drawn with pdfkit so the links work offline. Uploaded files (D33)
 * replace them in the administration issue.
 */
export const DEMO_DOCUMENT_PATH = '/api/customer-documents/files';

const ALL_GROUPS = ['100', '200', '300', '350', '400', '500'];
const EURO_GROUPS = ['100', '200', '300', '350', '500'];

interface DemoDocument {
  file: string;
  name: string;
  type: string;
  customerCodes?: string[];
  groupCodes?: string[];
  openInBrowser?: boolean;
  /** Title and paragraphs of the PDF; none for the photo, which is never listed. */
  body?: { heading: string; paragraphs: string[] };
}

export const demoDocuments: DemoDocument[] = [
  {
    file: 'collection-book-heritage-florals-2026.pdf',
    name: 'Collection book Heritage Florals 2026',
    type: 'Collection book',
    groupCodes: ALL_GROUPS,
    body: {
      heading: 'Heritage Florals 2026',
      paragraphs: [
        'Twelve designs drawn from nineteenth-century English pattern books, printed on non-woven base paper of 53 cm by 10.05 m.',
        'Designs HF-101 to HF-120, each in four colourways. Pattern repeats from 0 (plain) to 64 cm; see the item card for straight or offset matching.',
        'Sample cuts (S-codes) and the sample book SB-HF can be ordered through the portal.',
      ],
    },
  },
  {
    file: 'collection-book-nordic-linen-2026.pdf',
    name: 'Collection book Nordic Linen 2026',
    type: 'Collection book',
    groupCodes: ALL_GROUPS,
    body: {
      heading: 'Nordic Linen 2026',
      paragraphs: [
        'Stonewashed linen for curtains and upholstery, 140 cm wide, sold by the metre.',
        'Curtain sets PKG-1001 to PKG-1004 combine a Nordic Linen fabric with lining, tape and hooks.',
        'Washable at 30 °C; shrinkage up to 3 %. Allow for it when ordering lengths.',
      ],
    },
  },
  {
    file: 'price-list-2026-eur.pdf',
    name: 'Price list 2026 (EUR)',
    type: 'Price list',
    groupCodes: EURO_GROUPS,
    body: {
      heading: 'Price list 2026 – euro',
      paragraphs: [
        'Recommended retail prices in euro, excluding VAT, valid from 1 January 2026.',
        'Your net price is shown in the portal when you place an order; it includes your agreed discounts.',
        'Freight: 17.50 EUR below a net order value of 250 EUR for deliveries in NL, BE, LU, DE and FR.',
      ],
    },
  },
  {
    file: 'price-list-2026-gbp.pdf',
    name: 'Price list 2026 (GBP)',
    type: 'Price list',
    groupCodes: ['400'],
    body: {
      heading: 'Price list 2026 – pound sterling',
      paragraphs: [
        'Trade prices in pound sterling for export customers, excluding VAT, valid from 1 January 2026.',
        'Freight: 15.00 GBP below a net order value of 220 GBP within the EU mainland, 39.00 GBP below 450 GBP elsewhere.',
      ],
    },
  },
  {
    file: 'hanging-instructions-non-woven.pdf',
    name: 'Hanging instructions for non-woven wallpaper',
    type: 'Instructions',
    groupCodes: ALL_GROUPS,
    openInBrowser: true,
    body: {
      heading: 'Hanging non-woven wallpaper',
      paragraphs: [
        '1. Check that all rolls carry the same dye lot (batch) number before you start.',
        '2. Paste the wall, not the paper, with a paste for non-woven wallcoverings.',
        '3. Hang the lengths butt-jointed; match the pattern repeat shown on the label.',
        '4. Smooth out with a soft roller; wipe off paste at once with a damp sponge.',
      ],
    },
  },
  {
    file: 'fire-certificate-textile-walls.pdf',
    name: 'Fire safety certificate Textile Walls (EN 13501-1, B-s1,d0)',
    type: 'Certificate',
    groupCodes: ALL_GROUPS,
    body: {
      heading: 'Classification of reaction to fire',
      paragraphs: [
        'Product: Textile Walls (TW), wall textile on non-woven backing.',
        'Classification according to EN 13501-1: B-s1,d0 when glued on a mineral substrate.',
        'Valid for public buildings and projects; keep this certificate with the project file.',
      ],
    },
  },
  {
    file: 'project-agreement-harrington-webb-2026.pdf',
    name: 'Project agreement 2026 – Harrington & Webb',
    type: 'Agreement',
    customerCodes: ['C40001'],
    body: {
      heading: 'Project agreement 2026',
      paragraphs: [
        'Between Selvedge Wallcoverings & Fabrics B.V. and Harrington & Webb Interiors Ltd.',
        'Deliveries to the London, Manchester, Edinburgh and Dublin addresses; partial supply allowed.',
        'Project discount of 15 % on all collections; payment within 30 days of invoice.',
      ],
    },
  },
  {
    file: 'delivery-agreement-studio-noord.pdf',
    name: 'Delivery agreement Studio Noord Wonen',
    type: 'Agreement',
    customerCodes: ['C10002'],
    body: {
      heading: 'Delivery agreement',
      paragraphs: [
        'Deliveries to Studio Noord Wonen, Groningen, on Tuesdays and Thursdays between 8:00 and 12:00.',
        'Orders are placed by the Selvedge sales desk on behalf of the customer.',
      ],
    },
  },
  {
    // Images are never listed (foundations 2): this row shows the rule in the demo.
    file: 'showroom-utrecht.jpg',
    name: 'Showroom Utrecht (photo)',
    type: 'Photo',
    groupCodes: ['100'],
  },
];

export const demoDocumentRows = () =>
  demoDocuments.map((document) => ({
    name: document.name,
    documentType: document.type,
    url: `${DEMO_DOCUMENT_PATH}/${document.file}`,
    customerCodes: document.customerCodes ?? [],
    customerGroupCodes: document.groupCodes ?? [],
    openInBrowser: document.openInBrowser ?? false,
  }));

const rendered = new Map<string, Promise<Buffer>>();

function render(document: DemoDocument & { body: NonNullable<DemoDocument['body']> }): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: document.name,
      Author: 'Selvedge Wallcoverings & Fabrics B.V.',
      CreationDate: new Date('2026-01-02T00:00:00Z'),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.fillColor('#0c7c7c').font('Helvetica-Bold').fontSize(10).text('SELVEDGE WALLCOVERINGS & FABRICS');
  pdf.moveDown(0.5).fillColor('#5f6b76').font('Helvetica').fontSize(9).text(document.type);
  pdf.moveDown(1.5).fillColor('#1f2933').font('Helvetica-Bold').fontSize(20).text(document.body.heading);
  pdf.moveDown(1).font('Helvetica').fontSize(11);
  for (const paragraph of document.body.paragraphs) pdf.text(paragraph).moveDown(0.8);
  pdf.end();
  return done;
}

/** The PDF of a demo document, or undefined when the name is not one. */
export function demoDocumentFile(file: string): Promise<Buffer> | undefined {
  const document = demoDocuments.find((candidate) => candidate.file === file);
  if (!document?.body) return undefined;
  let bytes = rendered.get(file);
  if (!bytes) {
    bytes = render({ ...document, body: document.body });
    rendered.set(file, bytes);
  }
  return bytes;
}
