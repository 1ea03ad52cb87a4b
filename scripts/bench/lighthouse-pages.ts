/**
 * `npm run bench:lighthouse -- /changelog /evaluation/concepts --runs=3 --form=mobile`: Lighthouse on a few pages of
 * the existing build/, for comparing a change before and after in one quiet window without the whole bench.
 * Prints each run and the median; `--form` is mobile (default), desktop or both; `--dir` serves another build folder.
 */
import path from 'node:path';
import {site} from '../../config/site';
import {startLighthouse, type FormFactor} from './lighthouse';
import {startStaticServer} from './server';

function parseArguments(argv: readonly string[]) {
  const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const form = option('form') ?? 'mobile';
  if (!['mobile', 'desktop', 'both'].includes(form)) throw new Error(`--form must be mobile, desktop or both.`);
  const runs = Number(option('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1.');
  const paths = argv.filter((arg) => !arg.startsWith('--'));
  if (paths.length === 0) throw new Error('Name at least one page path, e.g. /changelog.');
  return {
    paths,
    runs,
    formFactors: (form === 'both' ? ['mobile', 'desktop'] : [form]) as FormFactor[],
    directory: path.resolve(option('dir') ?? path.join(__dirname, '../../build')),
  };
}

async function main() {
  const {paths, runs, formFactors, directory} = parseArguments(process.argv.slice(2));
  const server = await startStaticServer(directory, 0, site.baseUrl);
  const lighthouse = await startLighthouse();
  try {
    for (const pagePath of paths) {
      for (const formFactor of formFactors) {
        const figures = await lighthouse.measure(server.url + pagePath, formFactor, runs);
        const perRun = (figures.runDetails ?? [])
          .map(
            (run) =>
              `${run.performance}/${Math.round(run.tbtMs)}/${Math.round(run.fcpMs)}/${Math.round(run.speedIndexMs)}`,
          )
          .join('  ');
        console.log(
          `${pagePath} ${formFactor}: median score ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms, ` +
            `FCP ${Math.round(figures.fcpMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, ` +
            `Speed Index ${Math.round(figures.speedIndexMs)} ms, CLS ${figures.cls.toFixed(3)} ` +
            `(runs score/TBT/FCP/SI: ${perRun})`,
        );
      }
    }
  } finally {
    await lighthouse.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
