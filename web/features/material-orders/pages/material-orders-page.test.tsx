import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore, logout } from '@/features/auth';
import type { MaterialOrder, OrderForm, Role } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import MaterialOrdersPage from './material-orders-page';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
  </I18nProvider>
);

function signIn(role: Role) {
  act(() =>
    authStore.set({
      token: 't',
      userId: 2,
      role,
      expiresAt: Date.now() + 3_600_000,
      user: { id: 2, role, language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' },
    }),
  );
}

const slot = { title: 'Kinderrechte', start_time: '08:00', end_time: '10:00', institute: 'Schule Au', location: 'Bern' };
const form: OrderForm = {
  materials: [
    { id: 5, title: 'Plakat', description: null, format: 'A2' },
    { id: 6, title: 'Broschüre', description: 'Zyklus 2', format: null },
  ],
  workshops: [
    { ...slot, id: 11, date: '2027-03-31', deadline: '2027-03-22', open: false },
    { ...slot, id: 12, date: '2099-01-14', deadline: '2099-01-07', open: true },
  ],
  default_shipping_address: 'A B, Weg 1, 3000 Bern',
};
const order: MaterialOrder = {
  id: 40,
  state: 'ordered',
  workshop: { ...slot, id: 12, date: '2099-01-14', deadline: '2099-01-07', state: 'to-realize' },
  coach: { id: 2, name: 'Anna Berg', email: 'a@example.org' },
  items: [{ material_id: 5, title: 'Plakat', format: 'A2', quantity: 4, stock: 3 }],
  shipping_address: 'A B, Weg 1, 3000 Bern',
  remarks: null,
  ordered_at: 1_800_000_000,
  sent_at: null,
  sent_by: null,
  cancelled_at: null,
  cancelled_by: null,
};
const page = (items: MaterialOrder[]) => ({ data: { items, total: items.length, page: 1, per_page: 25 } });

describe('material orders page', () => {
  afterEach(() => logout({ remote: false }));

  it('coach: the deadline shows before ordering, a closed workshop cannot be chosen, the order sends the items', async () => {
    signIn('coach');
    const fetchMock = mockApi({
      'GET /api/orders/material': () => json(200, { data: form }),
      'GET /api/orders?page=1&per_page=25': () => json(200, page([])),
      'POST /api/orders': () => json(201, { data: order }),
    });
    render(app(<MaterialOrdersPage />));
    const closed = (await screen.findAllByTestId('order-workshop'))[0]!;
    expect(closed.textContent).toContain('Bestellschluss war am Mo., 22. März 2027');
    expect(within(closed).getByRole('radio')).toHaveProperty('disabled', true);
    const open = screen.getAllByTestId('order-workshop')[1]!;
    expect(open.textContent).toContain('Bestellen bis Mi., 7. Januar 2099');
    // Nothing to fill in before a workshop is chosen.
    expect(screen.queryByRole('spinbutton')).toBeNull();

    fireEvent.click(within(open).getByRole('radio'));
    enterValue(screen.getByRole('spinbutton', { name: /Plakat/ }), '4');
    enterValue(screen.getByLabelText('Lieferhinweis'), 'Bis Montag');
    fireEvent.click(screen.getByRole('button', { name: 'Bestellen' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/orders')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/orders')).toEqual([
      {
        workshop_id: 12,
        items: [{ material_id: 5, quantity: 4 }],
        remarks: 'Bis Montag',
        shipping_address: 'A B, Weg 1, 3000 Bern',
      },
    ]);
  });

  it('coach: a refusal after the deadline names the deadline date', async () => {
    signIn('coach');
    mockApi({
      'GET /api/orders/material': () => json(200, { data: form }),
      'GET /api/orders?page=1&per_page=25': () => json(200, page([])),
      'POST /api/orders': () => json(422, { error: { code: 'order_deadline_passed', message: 'closed on 2099-01-07' } }),
    });
    render(app(<MaterialOrdersPage />));
    fireEvent.click(within((await screen.findAllByTestId('order-workshop'))[1]!).getByRole('radio'));
    enterValue(screen.getByRole('spinbutton', { name: /Broschüre/ }), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Bestellen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der Bestellschluss für diesen Workshop war am Mi., 7. Januar 2099.',
    );
  });

  it('staff: open orders first, marking one sent asks first and names a short stock', async () => {
    signIn('associate');
    const fetchMock = mockApi({
      'GET /api/orders?state=ordered&page=1&per_page=25': () => json(200, page([order])),
      'POST /api/orders/40/set-sent': () => json(409, { error: { code: 'stock_insufficient', message: 'short' } }),
    });
    render(app(<MaterialOrdersPage />));
    const card = await screen.findByTestId('material-order');
    expect(card.textContent).toContain('Bestellt von Anna Berg');
    expect(card.textContent).toContain('an Lager: 3');
    fireEvent.click(within(card).getByRole('button', { name: 'Als versandt markieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung als versandt markieren?' });
    expect(dialog.textContent).toContain('Anna Berg erhält eine E-Mail');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als versandt markieren' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/orders/40/set-sent')).toHaveLength(1));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Nicht genug an Lager: Plakat (3)');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/orders/40/set-sent')).toHaveLength(1);
  });
});
