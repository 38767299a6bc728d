import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { BraFinder } from './bra-finder';

describe('BraFinder', () => {
  it('shows the size and links to the bras in that size (band and cup as the size filter)', async () => {
    renderRemote(
      <main>
        <BraFinder searchPath="/damenmode/waesche-dessous/" search={{ path: '/s/', term: 'BH' }} />
      </main>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Unterbrustumfang in cm' }), '75');
    await userEvent.type(screen.getByRole('textbox', { name: 'Brustumfang in cm' }), '89');
    await userEvent.click(screen.getByRole('button', { name: 'Größe ermitteln' }));
    expect(screen.getByText(/Ihre Größe: 75B/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BHs in 75B ansehen' })).toHaveAttribute(
      'href',
      '/s/BH?cupSize=B&size=75',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('links to the French category in fr-CH', async () => {
    renderRemote(
      <BraFinder searchPath="/fr/mode-femme/lingerie/" search={{ path: '/fr/s/', term: 'Soutien-gorge' }} />,
      { locale: 'fr-CH' },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Tour sous la poitrine en cm' }), '80');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tour de poitrine en cm' }), '96');
    await userEvent.click(screen.getByRole('button', { name: 'Trouver ma taille' }));
    expect(screen.getByRole('link', { name: 'Voir les soutiens-gorge en 80C' })).toHaveAttribute(
      'href',
      '/fr/s/Soutien-gorge?cupSize=C&size=80',
    );
  });

  it('explains measurements that give no size, and links nowhere', async () => {
    renderRemote(<BraFinder searchPath="/damenmode/waesche-dessous/" search={{ path: '/s/', term: 'BH' }} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Unterbrustumfang in cm' }), '75');
    await userEvent.type(screen.getByRole('textbox', { name: 'Brustumfang in cm' }), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Größe ermitteln' }));
    expect(screen.getByText(/Bitte geben Sie Maße zwischen 60 und 150 cm an/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('works without JavaScript: a GET form of the measurements to the category (which turns them into the size filter)', () => {
    renderRemote(<BraFinder searchPath="/damenmode/waesche-dessous/" search={{ path: '/s/', term: 'BH' }} />);
    const form = screen.getByRole('button', { name: 'Größe ermitteln' }).closest('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([
      'get',
      '/damenmode/waesche-dessous/',
    ]);
    expect(screen.getByRole('textbox', { name: 'Unterbrustumfang in cm' })).toHaveAttribute(
      'name',
      'underbust',
    );
    expect(screen.getByRole('textbox', { name: 'Brustumfang in cm' })).toHaveAttribute('name', 'bust');
  });
});
