import type { PageState } from './state';

/** Message id of a page's title (its heading), for the document title the composer sets. */
export function pageTitleId(page: PageState): string {
  switch (page.page) {
    case 'signup':
      return 'newsletter.signup.title';
    case 'pending':
      return 'newsletter.pending.title';
    case 'confirmed':
      return page.outcome === 'success'
        ? 'newsletter.confirmed.title'
        : page.outcome === 'ready'
          ? 'newsletter.confirm.readyTitle'
          : 'newsletter.confirm.errorTitle';
    case 'existing':
      return 'newsletter.existing.title';
    case 'unsubscribe':
      return 'newsletter.unsubscribe.title';
    case 'mailing-unsubscribe':
      switch (page.outcome) {
        case 'ready':
          return 'newsletter.mailing.readyTitle';
        case 'success':
          return 'newsletter.mailing.successTitle';
        case 'not-found':
          return 'newsletter.mailing.notFoundTitle';
        default:
          return 'newsletter.mailing.errorTitle';
      }
    case 'personal-unsubscribed':
      return 'newsletter.personal.title';
  }
}
