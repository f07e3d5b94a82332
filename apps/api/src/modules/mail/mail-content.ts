import { type Language, languages } from '@selvedge/contracts';

/**
 * What a mail says, once, as blocks: the plain-text part and the HTML part are both rendered from
 * them, so the two cannot drift apart and every language's wording is written in one place.
 * The plain text is the blocks' text joined by blank lines, exactly as the mails read before HTML.
 */
export type MailBlock =
  /** A paragraph; its line breaks are kept. */
  | { kind: 'paragraph'; text: string }
  /** Data quoted as it came (an ERP's refusal, staff's message): a framed box in HTML. */
  | { kind: 'quote'; text: string }
  /** The mail's main link: a button in HTML; in the text the bare link, or `text` when given. */
  | { kind: 'action'; href: string; label: string; text?: string }
  /** Further links, each with its label: "label: link" a line in the text, labelled links in HTML. */
  | { kind: 'links'; links: Array<[label: string, href: string]> }
  /** Labelled values ("Customer: …"): a two-column table in HTML. */
  | { kind: 'facts'; rows: Array<[label: string, value: string]> }
  /** An address or contact block: one value a line. */
  | { kind: 'lines'; lines: string[] }
  /** An order's lines under a title: "- line" in the text, a table in HTML. */
  | { kind: 'orderLines'; title: string; lines: string[] }
  /** Totals as label/amount rows, then a note (prices follow) when given. */
  | { kind: 'totals'; rows: Array<[label: string, amount: string]>; note: string | null };

/** Why the recipient gets the mail: the footer's sentence (HTML only). */
export type MailReason =
  | 'passwordReset'
  | 'accountCreated'
  | 'ownOrder'
  | 'ownReturn'
  | 'ownPayment'
  | 'staffNotice'
  /** The shipping mail the user turned on in the profile. */
  | 'deliveryMails';

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
  reason: MailReason;
}

export type Template<P> = Record<Language, (params: P) => MailContent>;

/**
 * A template whose languages are one rendering of each language's texts: `render` is called once per
 * language, so a template written this way cannot leave a language out.
 */
export const inEveryLanguage = <P>(render: (language: Language) => (params: P) => MailContent): Template<P> =>
  Object.fromEntries(languages.map((language) => [language, render(language)])) as Template<P>;

const blockText = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
    case 'quote':
      return block.text;
    case 'action':
      return block.text ?? block.href;
    case 'facts':
    case 'totals': {
      const rows = block.rows.map(([label, value]) => `${label}: ${value}`);
      return [...rows, ...(block.kind === 'totals' && block.note ? [block.note] : [])].join('\n');
    }
    case 'lines':
      return block.lines.join('\n');
    case 'links':
      return block.links.map(([label, href]) => `${label}: ${href}`).join('\n');
    case 'orderLines':
      return [`${block.title}:`, ...block.lines.map((line) => `- ${line}`)].join('\n');
  }
};

/** The plain-text alternative, which mail programs without HTML and the tests read. */
export const mailText = (blocks: MailBlock[]): string => blocks.map(blockText).join('\n\n');

export const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });

const asBlock = (block: string | MailBlock): MailBlock =>
  typeof block === 'string' ? paragraph(block) : block;

/** The salutation every customer mail opens with. */
export const greeting: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  nl: (name) => `Beste ${name},`,
  de: (name) => `Hallo ${name},`,
  fr: (name) => `Bonjour ${name},`,
};

/** A notice to the customer: greeting, then paragraphs; no link, nothing is asked of them. */
export const customerNotice = (
  language: Language,
  subject: string,
  name: string,
  body: Array<string | MailBlock>,
  reason: MailContent['reason'] = 'ownOrder',
): MailContent => ({
  subject,
  reason,
  blocks: [paragraph(greeting[language](name)), ...body.map(asBlock)],
});

/**
 * The words every outbox's notice to staff has in each language (ADR-031): its subject, what happened,
 * and the labels of the customer and of the reference the customer quotes; each adds its own.
 */
export interface StaffNoticeTexts<P> {
  subject: (p: P) => string;
  intro: string;
  customer: string;
  reference: string;
}

/** What a staff notice says besides its texts' own: its facts after the customer, and what to do. */
export interface StaffNoticeContent {
  facts: Array<[label: string, value: string]>;
  body: Array<string | MailBlock>;
}

/**
 * A notice to the notification addresses in every language: what happened, whose it is (the customer,
 * then the notice's own facts), then what to do. `content` picks the facts and the paragraphs from one
 * language's texts and the mail's parameters.
 */
export const staffNotice = <P extends { customer: string }, T extends StaffNoticeTexts<P>>(
  texts: Record<Language, T>,
  content: (t: T, p: P) => StaffNoticeContent,
): Template<P> =>
  inEveryLanguage((language) => (p) => {
    const t = texts[language];
    const { facts, body } = content(t, p);
    return {
      subject: t.subject(p),
      reason: 'staffNotice',
      blocks: [
        paragraph(t.intro),
        { kind: 'facts', rows: [[t.customer, p.customer], ...facts] },
        ...body.map(asBlock),
      ],
    };
  });
