/**
 * The part of sanitize-html's API the content module uses (the package ships no types; a local
 * declaration avoids a second dependency for them).
 */
declare module 'sanitize-html' {
  namespace sanitize {
    type Attributes = Record<string, string>;
    type Tag = { tagName: string; attribs: Attributes; text?: string };
    type Transformer = (tagName: string, attribs: Attributes) => Tag;
    type IOptions = {
      allowedTags?: string[] | false;
      allowedAttributes?: Record<string, string[]> | false;
      allowedSchemes?: string[];
      allowedSchemesByTag?: Record<string, string[]>;
      allowedSchemesAppliedToAttributes?: string[];
      allowProtocolRelative?: boolean;
      allowVulnerableTags?: boolean;
      disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape' | 'completelyDiscard';
      nonTextTags?: string[];
      parseStyleAttributes?: boolean;
      transformTags?: Record<string, Transformer>;
    };
  }
  function sanitize(dirty: string, options?: sanitize.IOptions): string;
  export default sanitize;
}
