import { appError, isTenantId, type Locale, type TenantId } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import {
  createMemoryRateLimitStore,
  errorResponse,
  originGuard,
  rateLimit,
  readFormData,
  targetKey,
} from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import { CAPTCHA_FIELD, MAX_CONTACT_BODY_BYTES } from '../../shared/constants';
import { contactText, fieldErrorText } from '../../shared/messages';
import type { ServerDeps } from '../deps';
import { newChallenge } from '../domain/captcha';
import { submitContact, type ContactOutcome } from '../domain/contact-service';
import { saveDraft } from '../domain/drafts';
import { readContactValues } from '../../shared/contact-fields';
import { bodyLocale } from '@sf/remote-server';
import { contactRemote, wantsJson } from '../remote';

const TENANT_HEADER = 'x-sf-tenant';

/** The shop of a request: the composer's `x-sf-tenant`, else the locale's country. */
function tenantOf(c: Context, locale: Locale): TenantId {
  const header = c.req.header(TENANT_HEADER);
  if (isTenantId(header)) return header;
  return locale === 'nl-NL'
    ? 'NL'
    : locale === 'fr-CH' || locale === 'de-CH'
      ? 'CH'
      : locale === 'de-AT'
        ? 'AT'
        : 'DE';
}

/** Field errors of an outcome, as keys (captcha problems under the captcha field). */
function errorKeys(outcome: Exclude<ContactOutcome, { status: 'sent' }>): Record<string, string> {
  if (outcome.status === 'captcha')
    return {
      [CAPTCHA_FIELD]:
        outcome.problem === 'missing' ? 'captcha.required' : `contact.captcha.${outcome.problem}`,
    };
  return { ...outcome.fieldErrors };
}

/**
 * `/api/contact/*`: `GET captcha` (a fresh signed ALTCHA challenge) and `POST messages` (the
 * form, `multipart/form-data`, with or without JavaScript). JSON callers (`Accept:
 * application/json`) get `200 { reference, nextPath }` or `422 { error: { message, fieldErrors } }`;
 * a browser without JavaScript gets `303` to the success page, or back to the form with its values
 * kept server-side (`?draft=`). Origin check (403), 6 MB (413), other types 415, rate limits per
 * client address and per e-mail address (429).
 */
export function apiRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  const limits = deps.rateLimitStore ?? createMemoryRateLimitStore();
  api.use('*', contactRemote.refusals());
  api.use('*', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));

  api.get(
    '/captcha',
    rateLimit({ name: 'contact-captcha', windowMs: 60_000, max: deps.challengesPerMinute, store: limits }),
    async (c) =>
      c.json(await newChallenge(deps.contact.captcha, deps.contact.now()), 200, {
        'cache-control': 'no-store',
      }),
  );

  api.post(
    '/messages',
    rateLimit({ name: 'contact-messages', windowMs: 600_000, max: deps.rateLimitPerAddress, store: limits }),
    async (c) => {
      const form = await readFormData(c, { maxBytes: MAX_CONTACT_BODY_BYTES });
      const fields: Record<string, string> = {};
      const files: File[] = [];
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') {
          if (!Object.hasOwn(fields, name)) fields[name] = value;
        } else if (name === 'attachments') files.push(value);
      }
      const locale = bodyLocale(c, fields.locale);
      const tenant = tenantOf(c, locale);
      const json = wantsJson(c);

      const email = readContactValues(fields).email;
      if (email) {
        const outcome = await limits.consume(
          { name: 'contact-messages-email', points: deps.rateLimitPerEmail, windowMs: 3_600_000 },
          await targetKey(email),
        );
        if (!outcome.allowed) {
          return errorResponse(appError('API-429', contactText(locale, 'contact.error.tooMany')), {
            'retry-after': String(Math.max(1, Math.ceil(outcome.resetMs / 1000))),
          });
        }
      }

      const outcome = await submitContact(deps.contact, { fields, files, tenant, locale });
      if (outcome.status === 'sent') {
        const nextPath = `${localizedPath('contact-sent', locale)}?ref=${outcome.reference}`;
        deps.logger.info('contact message stored', {
          reference: outcome.reference,
          files: files.length,
          requestId: c.req.header('x-sf-request-id') ?? null,
        });
        return json
          ? c.json({ reference: outcome.reference, nextPath }, 200, { 'cache-control': 'no-store' })
          : c.redirect(nextPath, 303);
      }
      const keys = errorKeys(outcome);
      if (json) {
        const fieldErrors = Object.fromEntries(
          Object.entries(keys).map(([f, k]) => [f, fieldErrorText(k, locale)]),
        );
        if (outcome.status === 'invalid' && outcome.fileProblem) {
          fieldErrors.attachments = contactText(locale, 'contact.error.upload', {
            name: outcome.fileProblem.name,
            reason: fieldErrorText(outcome.fileProblem.key, locale),
          });
        }
        return errorResponse(
          appError('API-422', contactText(locale, 'contact.error.checkInput'), fieldErrors),
        );
      }
      const values = readContactValues(fields);
      const draft = await saveDraft(deps.contact.db, { values, errors: keys }, deps.contact.now());
      return c.redirect(`${localizedPath('contact', locale)}?draft=${draft}`, 303);
    },
  );
  return api;
}
