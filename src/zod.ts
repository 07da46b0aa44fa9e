// The one module that imports zod (tests aside; eslint's no-restricted-imports says so): every
// schema takes `z` from here, so zod's one-time configuration runs before any schema exists, in the
// page and in each worker, wherever zod is first loaded (issue 17: no longer with the first screen).
// `jitless`: zod parses without compiling parsers through `new Function`. Its probe for that is
// caught, but under the deploy template's Content-Security-Policy (no 'unsafe-eval') the browser
// still reports a violation.
import { config, z } from 'zod/mini';

config({ jitless: true });

export { z };
