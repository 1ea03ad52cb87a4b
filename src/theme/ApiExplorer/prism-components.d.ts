/** Prism's language files have no types: they only register a grammar on the global Prism when evaluated. */
declare module 'prismjs/components/*';
