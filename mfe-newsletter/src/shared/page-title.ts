import type { PageState } from './state';

/** Message id of a page's title (its heading), for the document title the composer sets. */
export function pageTitleId(page: PageState): string {
  switch (page.page) {
    case 'signup':
      return 'newsletter.signup.title';
    case 'pending':
      return 'newsletter.pending.title';
    case 'confirmed':
      return page.outcome === 'success' ? 'newsletter.confirmed.title' : 'newsletter.confirm.errorTitle';
    case 'existing':
      return 'newsletter.existing.title';
    case 'unsubscribe':
      return 'newsletter.unsubscribe.title';
    case 'mailing-unsubscribe':
      return page.outcome === 'success'
        ? 'newsletter.mailing.successTitle'
        : page.outcome === 'error'
          ? 'newsletter.mailing.errorTitle'
          : 'newsletter.mailing.notFoundTitle';
    case 'personal-unsubscribed':
      return 'newsletter.personal.title';
  }
}
