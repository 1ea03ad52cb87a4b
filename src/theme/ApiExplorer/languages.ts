import {Prism} from 'prism-react-renderer';

/**
 * Adds the Prism grammars that only the API code samples need (C#, Ruby, PHP, Java, PowerShell) to the Prism instance
 * the theme highlights with. Prism's language files register themselves on a global `Prism`, so the instance is
 * lent to the global scope while they load, as the theme's own prism-include-languages does for config languages.
 */
export async function registerApiSampleLanguages(): Promise<void> {
  const globalScope = globalThis as {Prism?: unknown};
  const before = globalScope.Prism;
  globalScope.Prism = Prism;
  try {
    await import('prismjs/components/prism-csharp');
    await import('prismjs/components/prism-ruby');
    await import('prismjs/components/prism-markup-templating');
    await import('prismjs/components/prism-php');
    await import('prismjs/components/prism-java');
    await import('prismjs/components/prism-powershell');
  } finally {
    if (before === undefined) delete globalScope.Prism;
    else globalScope.Prism = before;
  }
}
