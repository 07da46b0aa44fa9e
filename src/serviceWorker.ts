// The service worker's entry: vite-plugin-pwa names the output after this file, and the spec wants
// /serviceWorker.js (spec 01 section 2). Everything is in sw.ts.
import './sw';
