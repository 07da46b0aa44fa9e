/** The build's id (vite.config.ts: $SHOAL_BUILD, else the package version), on <html data-build>. */
declare const __SHOAL_BUILD__: string;
