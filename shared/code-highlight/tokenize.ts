import {normalizeTokens, Prism, type PrismGrammar, type Token} from 'prism-react-renderer';
import {plainTokens} from './markup';

/** Prism's tokens of each line for a grammar; plain lines without one (a language Prism does not know, `text`). */
export function tokenizer(grammar: PrismGrammar | undefined): (code: string) => Token[][] {
  return grammar ? (code) => normalizeTokens(Prism.tokenize(code, grammar)) : plainTokens;
}
