import type { Locale } from '@sf/contracts';
import { useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { helperText } from '../../shared/messages';
import { HELPERS_API } from '../../shared/constants';
import type { SurveyTexts } from '../../shared/helper-state';
import { Actions, focusMain, TopCard, useHelperPost } from './helper-ui';

const Scale = styled.fieldset`
  border: 0;
  margin: 0 0 0.75rem;
  padding: 0;
  & > div {
    display: flex;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    min-height: 2.75rem;
  }
`;

const Comment = styled.textarea`
  display: block;
  width: 100%;
  box-sizing: border-box;
  margin: 0.25rem 0 0.75rem;
  font: inherit;
`;

/**
 * The customer survey invitation (sampled, decision 0076): a 1–5 rating and an optional comment,
 * posted to the contact domain (origin check; stored in `contact.survey_answers`), or "no, thanks".
 * Either is remembered in a cookie; without JavaScript the post answers 303 back to the page.
 */
export function Survey({
  locale,
  back,
  texts,
}: {
  readonly locale: Locale;
  readonly back: string;
  /** The question's texts: the content bucket's `survey` document (decision 0212). */
  readonly texts: SurveyTexts;
}): ReactElement | null {
  const title = useId();
  const comment = useId();
  const [thanks, setThanks] = useState(false);
  const { form, closed, error, busy } = useHelperPost((submitted) =>
    submitted === 'answer' ? setThanks(true) : focusMain(),
  );
  const t = (id: Parameters<typeof helperText>[1]) => helperText(locale, id);
  if (closed && thanks) {
    return (
      <TopCard aria-labelledby={title}>
        <h2 id={title} tabIndex={-1} ref={(el) => el?.focus()}>
          {t('survey.thanks')}
        </h2>
        <button
          type="button"
          className="sf-secondary"
          onClick={() => {
            setThanks(false);
            focusMain();
          }}
        >
          {t('survey.close')}
        </button>
      </TopCard>
    );
  }
  if (closed) return null;
  return (
    <TopCard aria-labelledby={title}>
      <h2 id={title}>{texts.title}</h2>
      <form method="post" action={`${HELPERS_API}/survey`} {...form}>
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="locale" value={locale} />
        <Scale>
          <legend>
            {texts.question} <span>({texts.scale})</span>
          </legend>
          <div>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n}>
                <input type="radio" name="rating" value={n} /> {n}
              </label>
            ))}
          </div>
        </Scale>
        <label htmlFor={comment}>{texts.comment}</label>
        <Comment id={comment} name="comment" rows={2} maxLength={1000} />
        {error && <p role="alert">{error}</p>}
        <Actions>
          <button type="submit" name="action" value="answer" className="sf-primary" disabled={busy}>
            {t('survey.send')}
          </button>
          <button type="submit" name="action" value="dismiss" className="sf-secondary" disabled={busy}>
            {t('survey.close')}
          </button>
        </Actions>
      </form>
    </TopCard>
  );
}
