/**
 * Message id of the submit button's title for a chosen option (spec section 4: unsubscribe and
 * unsubscribeFlexikonto have their own title, every other choice saves a change).
 */
export function submitTitleId(option: string | undefined): string {
  if (option === 'unsubscribe|99') return 'newsletter.unsubscribe.submit.unsubscribe';
  if (option === 'unsubscribeFlexikonto|98') return 'newsletter.unsubscribe.submit.unsubscribeFlexikonto';
  return 'newsletter.unsubscribe.submit.change';
}
