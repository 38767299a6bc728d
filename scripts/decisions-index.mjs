// Writes docs/decisions/README.md, the index of the decision records (number, title, status), from
// the records themselves; `--check` fails when the index is stale or a record lacks a status line.
// `npm test` runs the check, so a record cannot land without its line in the index.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';

const DIR = path.join(ROOT, 'docs/decisions');

/** @returns {{ file: string, number: string, title: string, status: string }[]} */
export function readRecords(dir = DIR) {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const title = /^# (\d{4}) — (.+)$/m.exec(text);
      const status = /^Status: (.+)$/m.exec(text);
      if (!title) throw new Error(`${file}: the first line must be "# NNNN — Title"`);
      if (!status) throw new Error(`${file}: no "Status: …" line`);
      // the index shows the status itself, not the note after it (`accepted (date). Issue 9 …`)
      return {
        file,
        number: title[1],
        title: title[2],
        status:
          status[1].split(/\)\.(?:\s|$)/)[0].replace(/([^)])$/, '$1') +
          (/\)\.(?:\s|$)/.test(status[1]) ? ')' : ''),
      };
    });
}

/** The index page for `records`. */
export function renderIndex(records) {
  const rows = records.map(
    (r) =>
      `| [${r.number}](${r.file}) | ${r.title.replace(/\|/g, '\\|')} | ${r.status.replace(/\|/g, '\\|')} |`,
  );
  return [
    '# Decision records',
    '',
    'Why the shop is built the way it is, one record per decision. Every record has the same shape:',
    '`# NNNN — Title`, a `Status:` line (`accepted (date)`, `superseded by NNNN (date)`, or accepted with the',
    'part another record replaced named), then `## Context`, `## Decision` and further sections as needed',
    '(`## Why`, `## Consequences`, `## Tests`, `## Measured`). A new record takes the next free number; a record',
    "that replaces another changes the older one's status line in the same commit.",
    '',
    'This page is written by `node scripts/decisions-index.mjs` from the records; `npm test` checks it is current.',
    '',
    '| No. | Decision | Status |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const target = path.join(DIR, 'README.md');
  const next = renderIndex(readRecords());
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== next) {
      console.error('[decisions] docs/decisions/README.md is stale: run `node scripts/decisions-index.mjs`');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(target, next);
    console.log(`[decisions] ${target}: ${readRecords().length} records`);
  }
}
