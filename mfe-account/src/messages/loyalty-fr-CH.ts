import type { LoyaltyMessageId } from './loyalty-de-DE';

export const LOYALTY_FR_CH: Record<LoyaltyMessageId, string> = {
  'area.nav.bonus': 'Mes points bonus',
  'loyalty.title': 'Programme bonus',
  'loyalty.balance.title': 'Votre solde de points',
  'loyalty.balance.points': '{points, plural, =0 {0 point} one {# point} other {# points}}',
  'loyalty.since': 'Vous participez au programme bonus depuis le {date}.',
  'loyalty.rule.title': 'Comment collecter des points',
  'loyalty.rule.perUnit':
    'Pour chaque {currency, select, CHF {franc} other {euro}} entier de marchandise commandée, vous recevez 1 point bonus.',
  'loyalty.rule.what':
    'Seule compte la valeur des articles après déduction d’un bon d’achat ; les frais de port, la compensation CO2 et les suppléments ne comptent pas.',
  'loyalty.rule.when':
    'Les points sont crédités dès que vous avez passé la commande. Ils sont annulés si la commande est annulée.',
  'loyalty.bookings.title': 'Vos mouvements de points',
  'loyalty.bookings.empty':
    'Aucun mouvement de points pour le moment. Vous collecterez des points avec votre prochaine commande.',
  'loyalty.bookings.points': 'Points',
  'loyalty.bookings.order': 'Commande {orderNo}',
  'loyalty.orders.unavailable':
    'Les points de vos commandes ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.',
  'loyalty.join.text':
    'Vous ne participez pas encore au programme bonus. Inscrivez-vous et collectez des points dès votre prochaine commande.',
  'loyalty.join.submit': 'Participer au programme bonus',
  'loyalty.joined':
    'Bienvenue dans le programme bonus ! Désormais, chaque commande vous rapporte des points.',
};
