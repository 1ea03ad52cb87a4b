import {readFile} from 'node:fs/promises';
import {parseCorpus, type Corpus} from '../../shared/corpus';

export class CorpusMissingError extends Error {
  constructor(readonly path: string) {
    super(`The retrieval file ${path} does not exist: build the site first (npm run build), or set ASK_AI_CORPUS.`);
  }
}

export async function loadCorpus(path: string): Promise<Corpus> {
  let json: string;
  try {
    json = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new CorpusMissingError(path);
    throw error;
  }
  return parseCorpus(json, path);
}
