import { persistedDocumentId } from '@sf/gateway-client';
import type { HostFetch } from '@sf/remote-server';
import { hmacSha256Base64Url } from '@sf/server-kit';
import { NEWSLETTER_VOUCHER_QUERY } from '../../shared/newsletter-voucher-documents';
import { createGatewayNewsletterVoucherSource, NewsletterUnavailableError } from './newsletter-vouchers';
import { visitor } from './test-context';

const SECRET = 'newsletter-voucher-secret-of-32-characters!';
const NOW = new Date('2026-11-27T10:00:00.000Z');
const shop = {
  ...visitor(null).shopper,
  host: 'de.shop.test',
  origin: 'https://de.shop.test',
  requestId: 'r-7',
};

function gateway(answer: unknown) {
  const seen: { url: string; method: string; headers: Headers; body: string }[] = [];
  const fetch: HostFetch = async (url, init) => {
    seen.push({ url, method: init.method ?? 'GET', headers: init.headers, body: init.body ?? '' });
    return Response.json(answer);
  };
  const source = createGatewayNewsletterVoucherSource({
    gatewayUrl: 'http://127.0.0.1:9/api/gateway/',
    secret: SECRET,
    fetch,
    now: () => NOW,
  });
  return { source, seen };
}

describe('the newsletter voucher through the gateway (decision 0086)', () => {
  it('looks a code up by POST as the shop, the signed proof in the body and never in the URL', async () => {
    const { source, seen } = gateway({
      data: {
        newsletterVoucher: {
          code: 'NL15-ABCD-EFGH',
          valueCents: 1500,
          currency: 'EUR',
          minimumOrderCents: 9000,
          validUntil: '2027-01-01T00:00:00.000Z',
          redeemed: false,
        },
      },
    });
    expect(await source.lookup('NL15-ABCD-EFGH', shop)).toMatchObject({ valueCents: 1500, redeemed: false });
    const call = seen[0]!;
    expect(call.method).toBe('POST');
    expect(new URL(call.url).search).toBe('');
    const body = JSON.parse(call.body) as { documentId: string; variables: Record<string, unknown> };
    expect(body.documentId).toBe(await persistedDocumentId(NEWSLETTER_VOUCHER_QUERY));
    const signature = await hmacSha256Base64Url(
      SECRET,
      `newsletter-voucher:lookup\nNL15-ABCD-EFGH\n\n${NOW.toISOString()}`,
    );
    expect(body.variables).toEqual({
      code: 'NL15-ABCD-EFGH',
      proof: { issuedAt: NOW.toISOString(), signature },
    });
    expect(call.headers.get('host')).toBe('de.shop.test');
    expect(call.headers.get('origin')).toBe('https://de.shop.test');
    expect(call.headers.get('x-sf-tenant')).toBe('DE');
    expect(call.headers.get('x-sf-request-id')).toBe('r-7');
  });

  it('redeems with the order reference signed, and reads the status', async () => {
    const { source, seen } = gateway({ data: { redeemNewsletterVoucher: { status: 'ALREADY_REDEEMED' } } });
    expect(await source.redeem('NL15-ABCD-EFGH', '30000042', shop)).toBe('already-redeemed');
    expect(JSON.parse(seen[0]!.body)).toMatchObject({
      variables: { code: 'NL15-ABCD-EFGH', orderReference: '30000042' },
    });
  });

  it('is unavailable on a refused proof, a malformed answer or a missing field: nothing is decided on it', async () => {
    await expect(
      gateway({ errors: [{ message: 'proof refused' }] }).source.lookup('NL15-X', shop),
    ).rejects.toBeInstanceOf(NewsletterUnavailableError);
    await expect(
      gateway({ data: { newsletterVoucher: { code: 1 } } }).source.lookup('NL15-X', shop),
    ).rejects.toThrow('malformed voucher');
    await expect(gateway({ data: {} }).source.redeem('NL15-X', '1', shop)).rejects.toBeInstanceOf(
      NewsletterUnavailableError,
    );
  });
});
