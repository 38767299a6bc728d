import { parseSurveyDocument } from './survey-document';

const doc = {
  title: 'Ihre Meinung zählt',
  question: 'Wie zufrieden sind Sie mit unserem Shop?',
  scale: '1 = gar nicht zufrieden, 5 = sehr zufrieden',
  comment: 'Was können wir besser machen? (freiwillig)',
};

describe('the survey document', () => {
  it('gives the four texts, trimmed', () => {
    expect(parseSurveyDocument({ ...doc, title: '  Ihre Meinung zählt ' })).toEqual(doc);
  });

  it('refuses a document with a missing, empty, too long or marked-up text', () => {
    expect(parseSurveyDocument(null)).toBeNull();
    expect(parseSurveyDocument('survey')).toBeNull();
    for (const key of Object.keys(doc)) {
      expect(parseSurveyDocument({ ...doc, [key]: undefined })).toBeNull();
      expect(parseSurveyDocument({ ...doc, [key]: ' ' })).toBeNull();
      expect(parseSurveyDocument({ ...doc, [key]: 'x'.repeat(201) })).toBeNull();
      expect(parseSurveyDocument({ ...doc, [key]: '<b>Frage</b>' })).toBeNull();
    }
  });
});
