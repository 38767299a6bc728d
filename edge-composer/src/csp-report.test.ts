import { cspReportHandler, CSP_REPORT_LOG_PER_MINUTE, violationsOf } from './csp-report';
import type { ComposerLogger } from './types';

const legacy = {
  'csp-report': {
    'document-uri': 'https://de.example/',
    'violated-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    'line-number': 3,
  },
};

it('reads both report formats and ignores anything else', () => {
  expect(violationsOf(legacy)).toEqual([
    {
      documentUrl: 'https://de.example/',
      directive: 'script-src-elem',
      blockedUrl: 'https://evil.example/x.js',
      sourceFile: '',
      line: 3,
      disposition: '',
    },
  ]);
  const batch = [
    {
      type: 'csp-violation',
      body: {
        documentURL: 'https://de.example/',
        effectiveDirective: 'img-src',
        blockedURL: 'data',
        disposition: 'enforce',
      },
    },
    { type: 'deprecation', body: {} },
  ];
  expect(violationsOf(batch)).toEqual([
    {
      documentUrl: 'https://de.example/',
      directive: 'img-src',
      blockedUrl: 'data',
      sourceFile: '',
      line: null,
      disposition: 'enforce',
    },
  ]);
  expect(violationsOf({ nope: 1 })).toEqual([]);
  expect(violationsOf(null)).toEqual([]);
});

it('logs reports, at most a bounded number per minute, and answers 204', async () => {
  const lines: { msg: string; fields: Record<string, unknown> }[] = [];
  const log = (msg: string, fields?: Record<string, unknown>) => lines.push({ msg, fields: fields ?? {} });
  const logger: ComposerLogger = { info: log, warn: log, error: log };
  let now = 0;
  const handle = cspReportHandler(logger, () => now);
  const send = () =>
    handle(
      new Request('http://de.localhost/_csp-report', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify(legacy),
      }),
    );
  for (let i = 0; i < CSP_REPORT_LOG_PER_MINUTE + 5; i += 1) expect((await send()).status).toBe(204);
  expect(lines.filter((l) => l.msg === 'csp violation')).toHaveLength(CSP_REPORT_LOG_PER_MINUTE);
  expect(lines[0]?.fields).toMatchObject({
    directive: 'script-src-elem',
    blockedUrl: 'https://evil.example/x.js',
  });
  now = 61_000;
  await send();
  expect(lines).toContainEqual({ msg: 'csp reports dropped from the log', fields: { dropped: 5 } });
  expect(lines.filter((l) => l.msg === 'csp violation')).toHaveLength(CSP_REPORT_LOG_PER_MINUTE + 1);
});
