export { DocumentsPage } from './documents-page';
export { DocumentsUpload } from './documents-upload';
// For the change page (features/status): the same file control and checks before sending.
export { FilePicker } from './components/file-picker';
export { preCheck } from './pre-check';
