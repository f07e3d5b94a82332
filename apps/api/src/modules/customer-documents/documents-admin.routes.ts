import {
  Created,
  CustomerCodeList,
  CustomerCodeQuery,
  DocumentAdmin,
  DocumentAdminList,
  DocumentInput,
  DocumentTypeAdmin,
  DocumentTypeInput,
  DocumentTypeList,
  IdParam,
  Ok,
} from '@selvedge/contracts';
import { administratorAccess, signedInContext } from '../../plugins/access.js';
import { fileAnswer } from '../../plugins/file-responses.js';
import { sendPrivateFile } from '../../shared/content-disposition.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { created, okAfter } from '../../shared/route-answers.js';
import { searchCustomerCodes } from '../customers/index.js';
import { documentFileOf } from './customer-documents.service.js';
import {
  createDocument,
  createDocumentType,
  deleteDocument,
  deleteDocumentType,
  findDocumentRow,
  getDocumentForAdmin,
  getDocumentType,
  listDocumentsForAdmin,
  listDocumentTypes,
  updateDocument,
  updateDocumentType,
} from './documents-admin.service.js';

const tags = ['administration'];

/** A document's file as its customers and the administrators get it (the customers' route answers it too). */
export const documentFileAnswer = fileAnswer('The file: a PDF, or the image its upload was found to be', [
  'application/pdf',
  'image/png',
  'image/jpeg',
]);

/** Documents and document types (administration 2-5, 7; D7, D33): Administrator only on the server (D1). */
export async function documentAdminRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;

  app.get(
    '/api/admin/documents',
    {
      config: { access: administratorAccess },
      schema: { tags, summary: 'Every document', response: { 200: DocumentAdminList } },
    },
    async (_request) => {
      return listDocumentsForAdmin(db);
    },
  );

  app.get(
    '/api/admin/documents/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: { tags, summary: 'One document', params: IdParam, response: { 200: DocumentAdmin } },
    },
    async (request) => {
      return getDocumentForAdmin(db, request.params.id);
    },
  );

  app.get(
    '/api/admin/documents/:id/file',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: "A document's file, as its customers get it",
        params: IdParam,
        response: { 200: documentFileAnswer },
      },
    },
    async (request, reply) => {
      return sendPrivateFile(reply, await documentFileOf(deps, await findDocumentRow(db, request.params.id)));
    },
  );

  app.post(
    '/api/admin/documents',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Create a document: an uploaded file or an external URL',
        body: DocumentInput,
        response: { 201: Created },
      },
    },
    async (request, reply) => created(reply, createDocument(db, signedInContext(request), request.body)),
  );

  app.put(
    '/api/admin/documents/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: 'Update a document',
        params: IdParam,
        body: DocumentInput,
        response: { 200: Ok },
      },
    },
    async (request) => okAfter(updateDocument(db, signedInContext(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/admin/documents/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: { tags, summary: 'Delete a document and its file', params: IdParam, response: { 200: Ok } },
    },
    async (request) => okAfter(deleteDocument(db, signedInContext(request), request.params.id)),
  );

  app.get(
    '/api/admin/customer-codes',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Customers whose code or name contains the search (at most 50), to attach documents to',
        querystring: CustomerCodeQuery,
        response: { 200: CustomerCodeList },
      },
    },
    async (request) => {
      return { customers: await searchCustomerCodes(db, request.query.search) };
    },
  );

  app.get(
    '/api/admin/document-types',
    {
      config: { access: administratorAccess },
      schema: { tags, summary: 'Every document type', response: { 200: DocumentTypeList } },
    },
    async (_request) => {
      return listDocumentTypes(db);
    },
  );

  app.get(
    '/api/admin/document-types/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: { tags, summary: 'One document type', params: IdParam, response: { 200: DocumentTypeAdmin } },
    },
    async (request) => {
      return getDocumentType(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/document-types',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Create a document type',
        body: DocumentTypeInput,
        response: { 201: Created },
      },
    },
    async (request, reply) => created(reply, createDocumentType(db, signedInContext(request), request.body)),
  );

  app.put(
    '/api/admin/document-types/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: 'Update a document type (its documents follow a new name)',
        params: IdParam,
        body: DocumentTypeInput,
        response: { 200: Ok },
      },
    },
    async (request) =>
      okAfter(updateDocumentType(db, signedInContext(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/admin/document-types/:id',
    {
      config: {
        access: administratorAccess,
        problems: { 400: ['DOCUMENT_TYPE_IN_USE'], 404: ['NOT_FOUND'] },
      },
      schema: {
        tags,
        summary: 'Delete a document type no document uses',
        params: IdParam,
        response: { 200: Ok },
      },
    },
    async (request) => okAfter(deleteDocumentType(db, signedInContext(request), request.params.id)),
  );
}
