/** The part of postman-code-generators' API this project calls (the package ships no types). */
declare module 'postman-code-generators' {
  import type {Request} from 'postman-collection';

  interface LanguageVariant {
    key: string;
  }

  interface Language {
    key: string;
    label: string;
    syntax_mode: string;
    variants: LanguageVariant[];
  }

  const codegen: {
    getLanguageList(): Language[];
    convert(
      language: string,
      variant: string,
      request: Request,
      options: Record<string, unknown>,
      callback: (error: unknown, snippet: string) => void,
    ): void;
  };
  export default codegen;
}

/** Prism's language files have no types: they only register a grammar on the global Prism when evaluated. */
declare module 'prismjs/components/*';
