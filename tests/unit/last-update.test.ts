import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {lastUpdateWarning, readGitHistory} from '../../config/lastUpdate';
import {lastUpdatedLine} from '../../plugins/llms/lastUpdated';
import {mdxToMarkdown} from '../../plugins/llms/mdxToMarkdown';

describe('last-update dates from git', () => {
  let scratch: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd,
      stdio: 'ignore',
    });

  before(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'tessera-last-update-'));
    const origin = path.join(scratch, 'origin');
    execFileSync('mkdir', [origin]);
    git(origin, 'init', '-q');
    for (const n of [1, 2]) {
      writeFileSync(path.join(origin, 'page.mdx'), `version ${n}\n`);
      git(origin, 'add', '.');
      git(origin, 'commit', '-q', '-m', `change ${n}`);
    }
    git(scratch, 'clone', '-q', `file://${origin}`, 'full');
    git(scratch, 'clone', '-q', '--depth', '1', `file://${origin}`, 'shallow');
    execFileSync('mkdir', [path.join(scratch, 'no-git')]);
  });
  after(() => rmSync(scratch, {recursive: true, force: true}));

  it('are shown for a clone with its whole history', () => {
    assert.equal(readGitHistory(path.join(scratch, 'full')), 'complete');
    assert.equal(lastUpdateWarning('complete'), undefined);
  });

  it('are left out of a shallow clone, with a warning that says how to get them', () => {
    assert.equal(readGitHistory(path.join(scratch, 'shallow')), 'shallow');
    assert.match(lastUpdateWarning('shallow') ?? '', /shallow git clone.*without "Last updated" dates.*--unshallow/s);
  });

  it('are left out without git history, with a warning', () => {
    assert.equal(readGitHistory(path.join(scratch, 'no-git')), 'none');
    assert.match(lastUpdateWarning('none') ?? '', /No git history/);
  });
});

describe('the Markdown twin of a docs page', () => {
  it('says when the page was last updated, under its title and summary', () => {
    const markdown = mdxToMarkdown('Body text.\n', {
      siteRoot: 'https://docs.example',
      pageUrl: 'https://docs.example/page',
      title: 'A page',
      description: 'What it is about.',
      preamble: lastUpdatedLine(Date.UTC(2025, 10, 3, 23, 30)),
    });
    assert.match(markdown, /^# A page\n\n> What it is about\.\n\nLast updated 2025-11-03\.\n\nBody text\.\n$/);
  });

  it('has no date line when the build has no date for the page', () => {
    assert.equal(lastUpdatedLine(undefined), undefined);
    assert.equal(lastUpdatedLine(null), undefined);
  });
});
