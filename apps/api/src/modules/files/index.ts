// The files module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { fileRoutes } from './files.routes.js';
export { fileExtension } from './files.service.js';
export {
  deleteStoredFiles,
  describeFiles,
  findStoredFile,
  insertStoredFile,
  type StoredFileRow,
} from './stored-files.repository.js';
