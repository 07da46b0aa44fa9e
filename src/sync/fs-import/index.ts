// The fs-import concept's public face (import23): the pod's server import, on a library's upload tab.

export { cancelFsImport, getFsImport, launchFsImport, type FsImportLaunch } from './api';
export {
  breadcrumb,
  childPath,
  isImportRunning,
  mapFsImport,
  newImportReference,
  type FsEntry,
  type FsImportRun,
  type FsImportState,
} from './model';
export { FS_IMPORT_POLL_MS, fsImportKeys, useFsImport, useFsImportWrites } from './queries';
