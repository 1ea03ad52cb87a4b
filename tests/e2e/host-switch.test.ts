import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import type {Page} from 'playwright-core';
import {SITE, openPage, seriousAccessibilityViolations, useBrowser, visit, type TestPage} from './support/browser';

/** The Cloud / Self-hosted switch: what a reader following a page on their own Tessera instance sees. */

const getBrowser = useBrowser();

const CLOUD = 'https://cloud.tessera.example';
const OWN_HOST = 'https://tessera.corp.test:8443';
/** Pages whose code samples name the Cloud host: curl, Python and tabs on the first, OpenTelemetry on the second. */
const SAMPLE_PAGE = '/evaluation/managing-test-sets/upload-csv';
const OTHER_SAMPLE_PAGE = '/observability/trace-with-opentelemetry/getting-started';
/** Code samples only for a local install (`http://localhost`): nothing to switch. */
const PAGE_WITHOUT_HOST_SAMPLES = '/self-host/quick-start';

/** The store as a script of its own, for HTML built ahead of time that only carries the marker. */
async function storeScript(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = await build({
    entryPoints: [path.join(here, '../../src/components/ApiHostSwitch/store.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'apiHostStore',
    write: false,
    define: {'process.env.NODE_ENV': '"production"'},
  });
  return bundled.outputFiles[0].text;
}

async function withPage(run: (testPage: TestPage) => Promise<void>, options: {width?: number} = {}) {
  const testPage = await openPage(getBrowser(), options);
  try {
    await run(testPage);
    assert.deepEqual(testPage.problems.consoleErrors, [], 'console errors (a hydration mismatch shows here)');
    assert.deepEqual(testPage.problems.failedRequests, []);
  } finally {
    await testPage.context.close();
  }
}

/** The text of every code block on the page, hidden tabs included. */
function codeTexts(page: Page): Promise<string[]> {
  return page.locator('pre code').evaluateAll((blocks) => blocks.map((block) => block.textContent ?? ''));
}

function hostSwitch(page: Page) {
  return page.locator('[data-api-host-switch]');
}

/** Self-hosted (which shows the address field), then the address, applied with Enter. */
async function chooseOwnHost(page: Page, address: string): Promise<void> {
  const form = hostSwitch(page);
  await form.getByRole('radio', {name: 'Self-hosted'}).check();
  await form.getByLabel('Self-hosted address').fill(address);
  await form.getByLabel('Self-hosted address').press('Enter');
}

describe('Cloud / Self-hosted switch', () => {
  test('the server HTML shows the switch and the Cloud samples; pages without host samples have no switch', async () => {
    const withSamples = await (await fetch(new URL(SAMPLE_PAGE, SITE))).text();
    assert.equal(withSamples.split('data-api-host-switch').length, 2, 'one switch, in the server HTML');
    assert.ok(
      /<input type="?radio"?[^>]*\bchecked\b[^>]*value="?cloud"?/.test(withSamples),
      'the server renders Cloud checked',
    );
    // As text: the build wraps the host in its own element for the switch. Shell samples read TESSERA_HOST with
    // the Cloud host as its default.
    assert.ok(
      withSamples.replace(/<[^>]+>/g, '').includes('${TESSERA_HOST:-https://cloud.tessera.example}/api/'),
      'the server HTML shows the Cloud host in the samples',
    );
    const without = await (await fetch(new URL(PAGE_WITHOUT_HOST_SAMPLES, SITE))).text();
    assert.ok(!without.includes('data-api-host-switch'));

    await withPage(async ({page}) => {
      await visit(page, PAGE_WITHOUT_HOST_SAMPLES);
      assert.equal(await hostSwitch(page).count(), 0);
    });
  });

  test('choosing a self-hosted address changes every sample that named Cloud, and only those', async () => {
    await withPage(async ({page}) => {
      await visit(page, SAMPLE_PAGE);
      const before = await codeTexts(page);
      const withHost = before.filter((text) => text.includes(CLOUD));
      assert.ok(withHost.length >= 3, `the sample page has Cloud samples (found ${withHost.length})`);
      assert.equal(await hostSwitch(page).getByRole('radio', {name: 'Tessera Cloud'}).isChecked(), true);

      await chooseOwnHost(page, OWN_HOST);
      await page.waitForFunction(
        (cloud) => !Array.from(document.querySelectorAll('pre code')).some((code) => code.textContent?.includes(cloud)),
        CLOUD,
      );
      const after = await codeTexts(page);
      assert.equal(after.length, before.length);
      for (const [index, text] of before.entries()) {
        assert.equal(after[index], text.split(CLOUD).join(OWN_HOST), `code block ${index + 1}`);
      }
      // Shell samples read TESSERA_HOST; the page still shows the concrete host, now the reader's, as its default.
      assert.ok(after.some((text) => text.includes(`"\${TESSERA_HOST:-${OWN_HOST}}/api/`)));
      assert.equal(await hostSwitch(page).getByRole('radio', {name: 'Self-hosted'}).isChecked(), true);

      await hostSwitch(page).getByRole('radio', {name: 'Tessera Cloud'}).check();
      assert.deepEqual(await codeTexts(page), before, 'Cloud shows the samples as written again');
    });
  });

  test('sits just above the first sample that names the Cloud host; the address field is there for Self-hosted only', async () => {
    await withPage(async ({page}) => {
      await visit(page, SAMPLE_PAGE);
      const form = hostSwitch(page);
      const placement = await form.evaluate((switchForm, cloud) => {
        const blocks = Array.from(document.querySelectorAll('article pre'));
        const first = blocks.find((block) => block.textContent?.includes(cloud));
        const before = blocks.filter(
          (block) => block.compareDocumentPosition(switchForm) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        return {
          aboveFirstSample: Boolean(
            first && switchForm.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
          blocksBefore: before.filter((block) => block.textContent?.includes(cloud)).length,
          // Not the first thing under the title: the page's introduction comes first.
          underTitle:
            switchForm.previousElementSibling === null || switchForm.previousElementSibling.tagName === 'HEADER',
        };
      }, CLOUD);
      assert.deepEqual(placement, {aboveFirstSample: true, blocksBefore: 0, underTitle: false});
      const height = await form.evaluate((element) => element.getBoundingClientRect().height);
      assert.ok(height <= 48, `a compact control (${height} px high)`);

      const field = form.getByLabel('Self-hosted address');
      assert.equal(await field.count(), 0, 'no address field while Cloud is chosen');
      assert.equal(await form.getByRole('button').count(), 0, 'no apply button: Enter or leaving the field applies');
      await form.getByRole('radio', {name: 'Self-hosted'}).check();
      await field.waitFor();

      // Leaving the field applies what it holds.
      await field.fill(OWN_HOST);
      await field.blur();
      await page.waitForFunction(
        (host) => Array.from(document.querySelectorAll('pre code')).some((code) => code.textContent?.includes(host)),
        OWN_HOST,
      );
      await form.getByRole('radio', {name: 'Tessera Cloud'}).check();
      await field.waitFor({state: 'detached'});
    });
  });

  test('an address with a path is refused with a message, and the samples stay as they were', async () => {
    await withPage(async ({page}) => {
      await visit(page, SAMPLE_PAGE);
      await hostSwitch(page).getByRole('radio', {name: 'Self-hosted'}).check();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('pre code')).some((code) =>
          code.textContent?.includes('http://localhost'),
        ),
      );
      const before = await codeTexts(page);
      await chooseOwnHost(page, 'https://tessera.corp.test/api');
      const alert = hostSwitch(page).getByRole('alert');
      await alert.waitFor({state: 'visible'});
      assert.match(await alert.innerText(), /without a path/);
      assert.equal(await hostSwitch(page).getByLabel('Self-hosted address').getAttribute('aria-invalid'), 'true');
      assert.deepEqual(await codeTexts(page), before);
      assert.deepEqual(await seriousAccessibilityViolations(page), [], 'axe, with the message shown');
    });
  });

  test('the copy button copies the sample as shown, with the reader’s host', async () => {
    await withPage(async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(SITE).origin});
      await visit(page, SAMPLE_PAGE);
      await chooseOwnHost(page, OWN_HOST);
      const block = page.locator('.theme-code-block', {hasText: OWN_HOST}).filter({visible: true}).first();
      await block.hover();
      await block.getByRole('button', {name: /copy/i}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.ok(copied.includes(OWN_HOST), copied);
      assert.ok(!copied.includes(CLOUD));
      const shown = await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent));
      assert.equal(copied.trimEnd(), shown.join('\n').trimEnd());
    });
  });

  test('the choice holds on other pages and reaches open tabs, without moving the page', async () => {
    await withPage(async ({page, context}) => {
      await visit(page, SAMPLE_PAGE);
      const otherTab = await context.newPage();
      await visit(otherTab, OTHER_SAMPLE_PAGE);
      assert.ok((await codeTexts(otherTab)).some((text) => text.includes(CLOUD)));

      await chooseOwnHost(page, OWN_HOST);
      await otherTab.waitForFunction(
        (host) => Array.from(document.querySelectorAll('pre code')).some((code) => code.textContent?.includes(host)),
        OWN_HOST,
      );
      assert.ok(!(await codeTexts(otherTab)).some((text) => text.includes(CLOUD)), 'the other tab switched');
      assert.equal(await hostSwitch(otherTab).getByLabel('Self-hosted address').inputValue(), OWN_HOST);

      // A fresh load of another page: server HTML says Cloud, the stored choice applies after hydration.
      const next = await context.newPage();
      next.on('console', (message) => {
        if (message.type() === 'error') assert.fail(`console error on reload: ${message.text()}`);
      });
      await visit(next, OTHER_SAMPLE_PAGE);
      await next.waitForFunction(
        (host) => Array.from(document.querySelectorAll('pre code')).some((code) => code.textContent?.includes(host)),
        OWN_HOST,
      );
      assert.equal(await hostSwitch(next).getByRole('radio', {name: 'Self-hosted'}).isChecked(), true);
      const shift = await next.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[])
                if (!entry.hadRecentInput) total += entry.value;
            }).observe({type: 'layout-shift', buffered: true});
            setTimeout(() => resolve(total), 300);
          }),
      );
      assert.ok(shift < 0.01, `layout shift ${shift} after load with a stored self-hosted choice`);
    });
  });

  test('HTML built ahead with the data-api-host marker follows the choice, here and from other tabs', async () => {
    const script = await storeScript();
    await withPage(async ({page, context}) => {
      await visit(page, PAGE_WITHOUT_HOST_SAMPLES);
      await page.addScriptTag({content: script});
      const shownSample = () => page.locator('#built-ahead').innerText();
      await page.evaluate((cloud) => {
        const sample = document.createElement('pre');
        sample.id = 'built-ahead';
        sample.setAttribute('data-api-host', '');
        sample.innerHTML = `<span>curl </span><span>${cloud}/api/apps</span>`;
        document.querySelector('article')?.append(sample);
        (window as unknown as {apiHostStore: {watchApiHostElements: () => void}}).apiHostStore.watchApiHostElements();
      }, CLOUD);
      assert.equal(await shownSample(), `curl ${CLOUD}/api/apps`);

      // The reader switches on another page of the site: the storage event reaches this one.
      const other = await context.newPage();
      await visit(other, SAMPLE_PAGE);
      await chooseOwnHost(other, OWN_HOST);
      await page.waitForFunction(
        (host) => document.querySelector('#built-ahead')?.textContent?.includes(host),
        OWN_HOST,
      );
      assert.equal(await shownSample(), `curl ${OWN_HOST}/api/apps`);

      // Elements added later are rewritten too, and Cloud brings back the text as built.
      await page.evaluate((cloud) => {
        const late = document.createElement('code');
        late.id = 'late';
        late.setAttribute('data-api-host', '');
        late.textContent = `${cloud}/api/otlp/v1/traces`;
        document.querySelector('article')?.append(late);
      }, CLOUD);
      await page.waitForFunction((host) => document.querySelector('#late')?.textContent?.startsWith(host), OWN_HOST);
      await hostSwitch(other).getByRole('radio', {name: 'Tessera Cloud'}).check();
      await page.waitForFunction(
        (cloud) => document.querySelector('#built-ahead')?.textContent?.includes(cloud),
        CLOUD,
      );
      assert.equal(await page.locator('#late').innerText(), `${CLOUD}/api/otlp/v1/traces`);
    });
  });

  test('works by keyboard with a visible focus, and axe finds nothing serious', async () => {
    await withPage(
      async ({page}) => {
        await visit(page, SAMPLE_PAGE);
        const cloud = hostSwitch(page).getByRole('radio', {name: 'Tessera Cloud'});
        await cloud.focus();
        await page.keyboard.press('ArrowRight');
        const selfHosted = hostSwitch(page).getByRole('radio', {name: 'Self-hosted'});
        assert.equal(await selfHosted.isChecked(), true);
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          // The radio is drawn by its segment of the control: that is where the ring must show.
          const segment = element.closest('label') ?? element;
          return {visible: element.matches(':focus-visible'), ring: getComputedStyle(segment).boxShadow};
        });
        assert.ok(focus.visible && focus.ring !== 'none', 'the focused choice shows a focus ring');
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('pre code')).some((code) =>
            code.textContent?.includes('http://localhost'),
          ),
        );
        assert.deepEqual(await seriousAccessibilityViolations(page), []);
      },
      {width: 412},
    );
  });

  test('the Markdown twins show Cloud with one line for self-hosted readers; the quick start clones the repository', async () => {
    const twin = await (await fetch(new URL(`${SAMPLE_PAGE}.md`, SITE))).text();
    assert.match(
      twin,
      /Samples on this page use Tessera Cloud; shell and Python samples read its address from `TESSERA_HOST`/,
    );
    // A copied shell sample works anywhere: it reads TESSERA_HOST and falls back to the concrete Cloud host.
    assert.ok(twin.includes(`"\${TESSERA_HOST:-${CLOUD}}/api`));
    const quickStart = await (await fetch(new URL(`${PAGE_WITHOUT_HOST_SAMPLES}.md`, SITE))).text();
    assert.doesNotMatch(quickStart, /Samples on this page use Tessera Cloud/);
    assert.match(quickStart, /git clone --depth 1 https:\/\/code\.tessera\.example\/tessera\/tessera tessera/);

    await withPage(async ({page}) => {
      await visit(page, PAGE_WITHOUT_HOST_SAMPLES);
      const clone = page.locator('pre code', {hasText: 'git clone'});
      assert.match((await clone.textContent()) ?? '', /^git clone --depth 1 https:\/\/code\.tessera\.example\/tessera/);
      // A component's string, not a fence: shown plain, then highlighted once the highlighter has loaded.
      await clone.locator('.token').first().waitFor();
      assert.doesNotMatch(await page.locator('article').innerText(), /repository icon/);
    });
  });
});
