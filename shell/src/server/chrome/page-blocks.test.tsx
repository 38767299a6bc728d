/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { createRouteTable, ROUTES, setRouteSource, type OwnedRoute } from '@sf/i18n';
import type { FooterDoc, PageDoc } from '../../shared/content-types';
import { ContentPage } from './content-page';
import { Footer } from './footer';
import { translator } from './translate';

const OLD = '/damenmode/kleider/';
const MOVED = '/damenmode/sommerkleider/';

/** The snapshot's routes with the catalog's `category` route's German dresses page at `path`, or dropped. */
function catalogWithDresses(path: string | null) {
  const routes = (ROUTES as readonly OwnedRoute[]).map((route) => {
    if (route.id !== 'category') return route;
    const i = route.keys!.indexOf('women-dresses');
    const paths = Object.fromEntries(
      Object.entries(route.paths as Record<string, readonly string[]>).map(([locale, list]) => [
        locale,
        path === null
          ? list.filter((_, n) => n !== i)
          : list.map((p, n) => (locale === 'de-DE' && n === i ? path : p)),
      ]),
    );
    const keys = path === null ? route.keys!.filter((_, n) => n !== i) : route.keys;
    return { ...route, paths, keys } as OwnedRoute;
  });
  return createRouteTable(routes);
}

const dresses = { label: 'Kleider', route: 'category', key: 'women-dresses' } as const;

const PAGE: PageDoc = {
  title: 'Trendfarben',
  description: 'Die Farben der Saison.',
  blocks: [
    { type: 'hero', headline: 'Sommer', text: 'Für warme Tage.', link: { ...dresses, query: 'sort=new' } },
    {
      type: 'categories',
      heading: 'Beliebte Kategorien',
      items: [
        { ...dresses, text: 'Luftig und leicht' },
        { label: 'Mode', route: 'category', key: 'fashion', text: 'Alles für Sie und Ihn' },
      ],
    },
    { type: 'links', heading: 'Weiterlesen', links: [dresses, { label: 'Magazin', href: '/magazin' }] },
  ],
};

const page = () =>
  renderToStaticMarkup(<ContentPage page={PAGE} locale="de-DE" t={translator('de-DE')} home={false} />);

afterEach(() => setRouteSource(undefined));

describe('a CMS page’s route links (decision 0277)', () => {
  it('link the path the live catalog serves, with a query where one is given', () => {
    const table = catalogWithDresses(MOVED);
    setRouteSource(() => table);
    const markup = page();
    expect(markup).toContain(`<a href="${MOVED}?sort=new">Kleider</a>`);
    expect(markup).toContain(`<a href="${MOVED}">Kleider</a>`);
    expect(markup).toContain('<a href="/mode/">Mode</a>');
    expect(markup).toContain('<a href="/magazin">Magazin</a>');
    expect(markup).not.toContain(OLD);
  });

  it('leave out a link, or a category card, whose key the live catalog does not declare', () => {
    const table = catalogWithDresses(null);
    setRouteSource(() => table);
    const markup = page();
    expect(markup).not.toContain('Kleider');
    expect(markup).not.toContain('Luftig und leicht');
    expect(markup).toContain('<h2>Sommer</h2>');
    expect(markup).toContain('<a href="/mode/">Mode</a>');
    expect(markup).toContain('<a href="/magazin">Magazin</a>');
  });
});

describe('the footer’s route links', () => {
  const footer: FooterDoc = {
    columns: [{ heading: 'Beliebt', links: [dresses, { label: 'Hilfe', href: '/service-hilfe' }] }],
    hotline: {
      heading: 'Hotline',
      phone: '040 123',
      phoneHref: 'tel:+4940123',
      hours: ['Mo–Fr'],
      fees: 'Kostenlos',
    },
    newsletter: {
      heading: 'Newsletter',
      text: 'Neuheiten',
      link: { label: 'Anmelden', href: '/newsletter' },
    },
    payments: { heading: 'Zahlung', methods: [] },
    seals: { heading: 'Siegel', items: [] },
    legal: [],
    copyright: '© Nordhafen',
  };
  const html = () => renderToStaticMarkup(<Footer footer={footer} locale="de-DE" t={translator('de-DE')} />);

  it('follow the live catalog and are left out without a page', () => {
    const table = catalogWithDresses(MOVED);
    setRouteSource(() => table);
    expect(html()).toContain(`<a href="${MOVED}">Kleider</a>`);
    const dropped = catalogWithDresses(null);
    setRouteSource(() => dropped);
    expect(html()).not.toContain('Kleider');
    expect(html()).toContain('<a href="/service-hilfe">Hilfe</a>');
  });
});
