/** The PUBLIC_* variables the shell reads; Rsbuild inlines `import.meta.env.PUBLIC_*` at build time. */
interface ImportMetaEnv {
  readonly PUBLIC_SITE_ORIGIN?: string;
  readonly PUBLIC_EMAILJS_SERVICE_ID?: string;
  readonly PUBLIC_EMAILJS_TEMPLATE_ID?: string;
  readonly PUBLIC_EMAILJS_PUBLIC_KEY?: string;
  readonly PUBLIC_EMAILJS_ORIGIN?: string;
  readonly PUBLIC_EMAILJS_BLOCK_HEADLESS?: string;
  readonly PUBLIC_CONTACT_MIN_FILL_MS?: string;
  /** The share of page loads that send field data, 0 to 1 (default 1): shell/src/field/load.ts. */
  readonly PUBLIC_FIELD_SAMPLE_RATE?: string;
}
