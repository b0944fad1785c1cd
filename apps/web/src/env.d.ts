interface ImportMetaEnv {
  /** Origin of the API when it is not served from the page's own origin; unset in the usual setup. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
