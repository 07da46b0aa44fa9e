// Where the import status modal sends a user whose file did not import (issue 18: the targets in one
// place). Funkwhale's own documentation and forum: Shoal talks to Funkwhale pods, their errors are
// the pod's.

/** The documentation page on upload and import errors. */
export const IMPORT_ERRORS_DOC_URL = 'https://docs.funkwhale.audio/users/upload.html#troubleshooting';
/** Where to ask for help, with the debug information. */
export const SUPPORT_THREAD_URL = 'https://forum.funkwhale.audio/t/support';
