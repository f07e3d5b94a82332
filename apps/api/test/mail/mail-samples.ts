/**
 * One set of parameters per mail (and per variant of the order mails), with markup, ampersands and
 * quotes in the values: the HTML must show them as text.
 */
export const mailSamples = {
  resetPassword: { name: 'Anna <b>& Co</b>', link: 'https://portal.example/reset?token=a&b=1' },
  accountCreated: { name: 'Jan "Janneke" de Vries', link: 'https://portal.example/set-password?token=xyz' },
  colleagueInvited: {
    name: 'Cora <i>Collega</i>',
    link: 'https://portal.example/reset-password?token=abc&email=c%40x.example',
    inviter: 'Daan "D" de Vries',
    customer: 'Wand & Co',
  },
  registrationReceived: {
    firstName: 'Émile',
    lastName: "O'Brien <script>",
    companyName: 'Wand & Co',
    email: 'e@x.example',
    address: 'Hoofdstraat 1',
    zipCode: '1234 AB',
    city: 'Utrecht',
    country: 'NL',
    link: 'https://portal.example/admin/registrations/1',
  },
  orderConfirmation: {
    name: 'Anna',
    documentNumber: 4711,
    reference: 'PO <42>',
    lines: [
      'WC-100 Linen wallcovering (left wall): 3 roll  EUR 120,00',
      'WC-200 Paste & glue: 1,5 kg  EUR 9,95',
    ],
    totals: { lines: 'EUR 129,95', expenses: 'EUR 12,50', vat: 'EUR 29,91', total: 'EUR 172,36' },
    shipTo: 'Studio B, Kade 3, 3511 AB Utrecht, NL',
  },
  orderConfirmationUnpriced: {
    name: 'Anna',
    documentNumber: 4712,
    reference: 'R2',
    lines: ['WC-300 Sample: 1 pc'],
    totals: null,
    shipTo: 'Kade 3',
  },
  orderConfirmationNoTotal: {
    name: 'Anna',
    documentNumber: 4713,
    reference: 'R3',
    lines: ['WC-300 Sample: 1 pc  EUR 1,00'],
    totals: { lines: 'EUR 1,00', expenses: null, vat: null, total: null },
    shipTo: 'Kade 3',
  },
  orderNotPlaced: { name: 'Anna', reference: 'PO <42>', supportReference: 'ab12cd34' },
  orderReturned: { name: 'Anna', reference: 'PO 42', message: 'Item WC-100 is blocked.\nCall us & ask.' },
  orderNeedsAttention: {
    customer: 'C100 Wand & Co',
    supportReference: 'ab12cd34',
    approvedBy: 'Anna <a@x>',
    failed: { attempts: 5, error: 'ERP <timeout>' },
    placedLateAs: null,
    link: 'https://portal.example/admin/orders/ab12',
  },
  orderNeedsAttentionLate: {
    customer: 'C100',
    supportReference: 'ab12cd34',
    approvedBy: 'Anna',
    failed: null,
    placedLateAs: 4799,
    link: 'https://portal.example/admin/orders/ab12',
  },
  returnNotSent: { name: 'Anna & Bob', supportReference: 'ef56' },
  returnNeedsAttention: {
    customer: 'C100 Wand & Co',
    supportReference: 'ef56',
    portalKey: 'ef56-uuid',
    requestedBy: 'Anna',
    attempts: 3,
    error: 'ERP said <no>',
  },
  deliveryShipped: {
    name: 'Anna & Bob',
    deliveryNumber: 5123,
    date: '28-11-2026',
    reference: 'PO <42>',
    packages: 1,
    shipTo: 'Wand & Co, Hoofdstraat 1, 1234 AB Utrecht, Nederland',
    lines: [
      {
        itemCode: 'WP-1001',
        description: 'Linen   "Dune" wallpaper',
        quantity: '12',
        unit: 'ROL',
        batch: 'B-2211',
        reference: 'room 2',
      },
      {
        itemCode: 'FA-20',
        description: 'Velvet <sand>',
        quantity: '3,5',
        unit: 'M',
        batch: null,
        reference: null,
      },
    ],
    trackAndTrace: ['https://track.example/?c=1&n=5123'],
    detailUrl: 'https://portal.example/delivery-detail/77',
    pdfUrl: 'https://portal.example/api/documents/delivery/77/pdf',
  },
  deliveryShippedSeveral: {
    name: 'Anna',
    deliveryNumber: 5124,
    date: '29-11-2026',
    reference: null,
    packages: 2,
    shipTo: 'Wand & Co, Hoofdstraat 1, 1234 AB Utrecht, Nederland',
    lines: [
      { itemCode: 'WP-1001', description: 'Linen', quantity: '2', unit: 'ROL', batch: null, reference: null },
    ],
    trackAndTrace: ['https://track.example/1', 'https://track.example/2'],
    detailUrl: 'https://portal.example/delivery-detail/78',
    pdfUrl: 'https://portal.example/api/documents/delivery/78/pdf',
  },
  deliveryShippedUntracked: {
    name: 'Anna',
    deliveryNumber: 5125,
    date: '30-11-2026',
    reference: null,
    packages: null,
    shipTo: 'Wand & Co, Hoofdstraat 1, 1234 AB Utrecht, Nederland',
    lines: [
      { itemCode: 'WP-1001', description: 'Linen', quantity: '2', unit: 'ROL', batch: null, reference: null },
    ],
    trackAndTrace: [],
    detailUrl: 'https://portal.example/delivery-detail/79',
    pdfUrl: 'https://portal.example/api/documents/delivery/79/pdf',
  },
} as const;

export type MailSample = keyof typeof mailSamples;

/** The template a sample is for: the variants' names end in what varies. */
export const templateOf = (sample: MailSample) =>
  sample.replace(/(Unpriced|NoTotal|Late|Several|Untracked)$/, '') as
    | 'resetPassword'
    | 'accountCreated'
    | 'colleagueInvited'
    | 'registrationReceived'
    | 'orderConfirmation'
    | 'orderNotPlaced'
    | 'orderReturned'
    | 'orderNeedsAttention'
    | 'returnNotSent'
    | 'returnNeedsAttention'
    | 'deliveryShipped';
