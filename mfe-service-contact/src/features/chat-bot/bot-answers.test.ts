import { topicOf } from './bot-answers';

describe('topicOf', () => {
  it.each([
    ['Wann kommt mein Paket?', 'delivery'],
    ['Quand ma commande sera-t-elle livrée ?', 'delivery'],
    ['Wie sende ich die Jacke zurück?', 'returns'],
    ['Hoe krijg ik mijn geld terugbetaald?', 'returns'],
    ['Kann ich mit PayPal bezahlen?', 'payment'],
    ['Newsletter pausieren', 'newsletter'],
    ['Wann seid ihr telefonisch erreichbar?', 'hours'],
    ['Quels sont vos horaires ?', 'hours'],
    ['Wann haben Sie geöffnet?', 'hours'],
    ['Habt ihr samstags offen?', 'hours'],
    ['Êtes-vous ouverts le samedi ?', 'hours'],
    ['Wanneer zijn jullie open?', 'hours'],
    ['Zijn jullie zaterdag geopend?', 'hours'],
    ['Ist meine Bestellung noch offen?', 'delivery'],
  ])('%s → %s', (question, topic) => {
    expect(topicOf(question)).toBe(topic);
  });

  it('hands over what it does not know', () => {
    expect(topicOf('Mein Sofa hat einen Kratzer')).toBeNull();
    expect(topicOf('')).toBeNull();
  });
});
