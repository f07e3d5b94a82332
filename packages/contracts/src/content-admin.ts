import { z } from 'zod';
import { IsoDate, IsoDay, Language, RequiredText, UriReferenceText, UriText, UuidText } from './common.js';
import { HelpPage } from './help-texts.js';

/**
 * The administration of portal content (administration 2-5, 7): news, help texts, documents and
 * document types, and the files uploaded for them (D7, D33). Administrator only on the server (D1).
 */

/** Uploaded files: at most 5 MB; what they are is decided by their bytes, never by their name (D7). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const uploadPurposes = ['newsImage', 'document', 'logo'] as const;
export const UploadPurpose = z.enum(uploadPurposes);
export type UploadPurpose = z.infer<typeof UploadPurpose>;
export const UploadQuery = z.object({
  purpose: UploadPurpose,
  name: z.string().trim().min(1).max(200),
});
export const UploadedFile = z.object({
  id: UuidText,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

const Optional = (max: number) => z.string().trim().max(max).default('');
const texts = (max: number) =>
  z.strictObject({ nl: RequiredText(max), en: Optional(max), de: Optional(max), fr: Optional(max) });
const LocalizedView = z.object({ en: z.string(), nl: z.string(), de: z.string(), fr: z.string() });
export type LocalizedView = z.infer<typeof LocalizedView>;

export const CustomerGroup = z.object({ code: z.string(), name: z.string() });
export type CustomerGroup = z.infer<typeof CustomerGroup>;
export const CustomerGroupList = z.object({ groups: z.array(CustomerGroup) });

const GroupCodes = z.array(z.string().trim().min(1).max(20)).max(200).default([]);

/** The property must be absent or null (OpenAPI 3.0 spells null as a nullable enum). */
const absentOrNull = { type: 'string', nullable: true, enum: [null] };

/**
 * The OpenAPI form of "exactly one of two properties" (the zod refine below it checks it): a oneOf of
 * the two cases, each requiring its own property and leaving the other absent or null.
 */
const exactlyOneOf = (
  description: string,
  [a, aSchema]: [string, object],
  [b, bSchema]: [string, object],
) => ({
  description,
  oneOf: [
    { required: [a], properties: { [a]: aSchema, [b]: absentOrNull } },
    { required: [b], properties: { [b]: bSchema, [a]: absentOrNull } },
  ],
});

// News (administration 3, 5: Dutch subject, subtitle and text required)

/** A new upload by its file id, or an image the item already has by its URL (the demo's drawn ones have no file). */
export const NewsImageInput = z
  .strictObject({
    fileId: z.uuid().nullable().default(null),
    url: z.string().max(300).nullable().default(null),
    isPrimary: z.boolean().default(false),
  })
  .refine((image) => Boolean(image.fileId) !== Boolean(image.url), { path: ['fileId'] })
  .meta(
    exactlyOneOf(
      'A new upload by its file id, or an image the item already has by its URL: exactly one of the two.',
      ['fileId', { type: 'string', format: 'uuid' }],
      ['url', { type: 'string', minLength: 1, maxLength: 300 }],
    ),
  );
export const NewsInput = z
  .strictObject({
    subject: texts(200),
    subtitle: texts(300),
    text: texts(10_000),
    startDate: IsoDay,
    endDate: IsoDay.nullable().default(null),
    customerGroupCodes: GroupCodes,
    /** The images to keep or attach, in order; the ones left out are deleted. */
    images: z.array(NewsImageInput).max(10).default([]),
  })
  .refine((input) => !input.endDate || input.endDate >= input.startDate, {
    path: ['endDate'],
    message: 'The end date is before the start date',
  });
export type NewsInput = z.input<typeof NewsInput>;

export const NewsAdminImage = z.object({
  fileId: UuidText.nullable(),
  url: UriReferenceText,
  isPrimary: z.boolean(),
});
export const NewsAdmin = z.object({
  id: UuidText,
  subject: LocalizedView,
  subtitle: LocalizedView,
  text: LocalizedView,
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
  customerGroupCodes: z.array(z.string()),
  images: z.array(NewsAdminImage),
});
export type NewsAdmin = z.infer<typeof NewsAdmin>;
export const NewsAdminList = z.object({ news: z.array(NewsAdmin) });
export const NewsAdminQuery = z.object({ view: z.enum(['current', 'history']).default('current') });
export const Created = z.object({ id: UuidText });

// Help texts (administration 3, 5): one link per language

/** An http(s) address, or a path on the portal itself (the demo's help documents are under /help/). */
const isHelpLink = (value: string) =>
  /^\/[^/\\]/.test(value) || (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value));
const helpLinkRule = 'An http or https address, or a path on the portal (/help/…).';
const RequiredLink = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(1000)
  .refine(isHelpLink)
  .meta({ format: 'uri-reference', description: helpLinkRule });
const Link = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => value === '' || isHelpLink(value))
  .meta({ format: 'uri-reference', description: `${helpLinkRule} Empty when there is none.` });

/** Add: title and the English, German and French links required (administration 5). */
export const HelpTextCreate = z.strictObject({
  page: HelpPage,
  title: RequiredText(200),
  links: z.strictObject({ en: RequiredLink, nl: Link.default(''), de: RequiredLink, fr: RequiredLink }),
});
export type HelpTextCreate = z.input<typeof HelpTextCreate>;
/** Update: title and all four links required. */
export const HelpTextUpdate = z.strictObject({
  page: HelpPage,
  title: RequiredText(200),
  links: z.strictObject({ en: RequiredLink, nl: RequiredLink, de: RequiredLink, fr: RequiredLink }),
});
export type HelpTextUpdate = z.input<typeof HelpTextUpdate>;
export const HelpTextAdmin = z.object({
  id: UuidText,
  page: HelpPage,
  title: z.string(),
  links: LocalizedView,
});
export type HelpTextAdmin = z.infer<typeof HelpTextAdmin>;
export const HelpTextAdminList = z.object({ helpTexts: z.array(HelpTextAdmin) });

// Document types (administration 3, 5: name required)

export const DocumentTypeInput = z.strictObject({
  name: RequiredText(100),
  language: Language.nullable().default(null),
  customerGroupCode: z.string().trim().max(20).nullable().default(null),
});
export type DocumentTypeInput = z.input<typeof DocumentTypeInput>;
export const DocumentTypeAdmin = z.object({
  id: UuidText,
  name: z.string(),
  language: Language.nullable(),
  customerGroupCode: z.string().nullable(),
});
export type DocumentTypeAdmin = z.infer<typeof DocumentTypeAdmin>;
export const DocumentTypeList = z.object({ documentTypes: z.array(DocumentTypeAdmin) });

// Documents (administration 3, 5; D7, D33): an uploaded file or an external URL

export const DocumentInput = z
  .strictObject({
    name: RequiredText(200),
    documentType: z.string().trim().max(100).nullable().default(null),
    /** An uploaded file (POST /api/admin/files) … */
    fileId: z.uuid().nullable().default(null),
    /** … or an external address. */
    externalUrl: z
      .string()
      .trim()
      .max(1000)
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.hostname }))
      .meta({ format: 'uri' })
      .nullable()
      .default(null),
    customerCodes: z.array(z.string().trim().min(1).max(20)).max(500).default([]),
    customerGroupCodes: GroupCodes,
    openInBrowser: z.boolean().default(false),
  })
  .refine((input) => Boolean(input.fileId) !== Boolean(input.externalUrl), {
    path: ['fileId'],
    message: 'Upload a file or give an address, not both',
  })
  .meta(
    exactlyOneOf(
      'An uploaded file (fileId, from POST /api/admin/files) or an external http(s) address (externalUrl): exactly one of the two.',
      ['fileId', { type: 'string', format: 'uuid' }],
      ['externalUrl', { type: 'string', format: 'uri' }],
    ),
  );
export type DocumentInput = z.input<typeof DocumentInput>;
export const DocumentAdmin = z.object({
  id: UuidText,
  name: z.string(),
  documentType: z.string().nullable(),
  fileId: UuidText.nullable(),
  fileName: z.string().nullable(),
  externalUrl: UriText.nullable(),
  /** Where the file opens: the API's file route for an upload, else the external address. */
  url: UriReferenceText,
  customerCodes: z.array(z.string()),
  customerGroupCodes: z.array(z.string()),
  openInBrowser: z.boolean(),
});
export type DocumentAdmin = z.infer<typeof DocumentAdmin>;
export const DocumentAdminList = z.object({ documents: z.array(DocumentAdmin) });

export const CustomerCodeQuery = z.object({ search: z.string().trim().max(100).default('') });
export const CustomerCodeOption = z.object({ code: z.string(), name: z.string() });
export const CustomerCodeList = z.object({ customers: z.array(CustomerCodeOption) });
