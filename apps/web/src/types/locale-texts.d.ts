/** Locale texts split by section at build time (build/locale-texts.ts). */
declare module 'virtual:locale-texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
