/// <reference types="vite/client" />

/** The app's version from package.json, put in by web/vite.config.ts. */
declare const __APP_VERSION__: string;
