import { readVisitorHints, visitorHintsHeader } from './visitor';

describe('visitor hints header', () => {
  it('reads what it wrote and drops anything malformed', () => {
    const hints = { languages: ['de-AT', 'de'], country: 'AT', platform: 'ios', mobile: true } as const;
    expect(readVisitorHints(visitorHintsHeader(hints))).toEqual(hints);
    const none = { languages: [], country: null, platform: 'other', mobile: false };
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      'x'.repeat(600),
      '{"country":"at","platform":"windows","mobile":"yes"}',
    ]) {
      expect([raw, readVisitorHints(raw)]).toEqual([raw, none]);
    }
    expect(readVisitorHints('{"languages":["de-AT","<script>","fr-CH",1],"country":"CH"}')).toEqual({
      languages: ['de-AT', 'fr-CH'],
      country: 'CH',
      platform: 'other',
      mobile: false,
    });
  });
});
