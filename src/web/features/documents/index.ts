export { DocumentsPage } from './documents-page';
export { DocumentsUpload } from './documents-upload';
