import { readParams, toParams } from './request-params';

describe('request parameters', () => {
  it('reads GET parameters with JSON variables and extensions', async () => {
    const hash = 'AB'.repeat(32);
    const url = `http://x.test/?${new URLSearchParams({
      variables: '{"email":"a@example.de"}',
      operationName: 'Status',
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
    }).toString()}`;
    expect(await readParams(new Request(url))).toEqual({
      documentId: hash.toLowerCase(),
      variables: { email: 'a@example.de' },
      operationName: 'Status',
    });
  });

  it('accepts a documentId with a sha256: prefix, and prefers it over the extension', () => {
    expect(
      toParams({ documentId: 'sha256:abc', extensions: { persistedQuery: { sha256Hash: 'def' } } }),
    ).toEqual({
      documentId: 'abc',
    });
  });

  it('rejects variables that are not a JSON object', () => {
    expect(toParams({ query: '{ a }', variables: '[1]' })).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    expect(toParams({ query: '{ a }', variables: '{' })).toMatchObject({
      status: 400,
      message: 'The "variables" parameter is not valid JSON.',
    });
    expect(toParams({ query: 42 })).toMatchObject({
      status: 400,
      message: 'The "query" parameter must be a string.',
    });
  });

  it('treats null variables and an empty query as absent', () => {
    expect(toParams({ query: '', variables: null, operationName: null })).toEqual({});
  });
});
