// Imported first by every entry (the page and each worker), for its one effect: zod parses without
// compiling parsers through `new Function`. Its probe for that is caught, but under the deploy
// template's Content-Security-Policy (no 'unsafe-eval') the browser still reports a violation.
import { config } from 'zod/mini';

config({ jitless: true });
