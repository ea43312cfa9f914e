import { describe, expect, it } from 'vitest';
import { workshopStates } from '@/lib/contract';
import { availableStateActions, isEditable, stateActionLabel } from './state-actions';

const today = '2026-11-22';
const targets = (state: Parameters<typeof availableStateActions>[0], date = today) =>
  availableStateActions(state, date, today).map((action) => action.target);

describe('workshop state actions (from the worker’s transition table)', () => {
  it('offers per state exactly what the server allows', () => {
    expect(targets('initialized')).toEqual(['cancelled']);
    expect(targets('coaches_requested')).toEqual(['initialized', 'cancelled']);
    expect(targets('to-realize')).toEqual(['done', 'initialized', 'cancelled']);
    expect(targets('done')).toEqual(['invoiceable', 'cancelled']);
    expect(targets('invoiceable')).toEqual(['done', 'cancelled']);
    expect(targets('invoiced')).toEqual([]);
    expect(targets('cancelled')).toEqual(['initialized']);
  });

  it('"done" only on or after the workshop’s day (shown, but blocked before)', () => {
    expect(availableStateActions('to-realize', '2026-11-23', today)[0]).toEqual({
      target: 'done',
      back: false,
      blocked: 'before_date',
    });
    expect(availableStateActions('to-realize', today, today)[0]).toEqual({ target: 'done', back: false });
    expect(availableStateActions('to-realize', '2026-11-01', today)[0]?.blocked).toBeUndefined();
  });

  it('from invoiceable, "done" is the way back (never blocked)', () => {
    expect(availableStateActions('invoiceable', '2027-01-01', today)[0]).toEqual({ target: 'done', back: true });
  });

  it('never offers the current state, and cancel always comes last', () => {
    for (const state of workshopStates) {
      const list = targets(state);
      expect(list).not.toContain(state);
      if (list.includes('cancelled')) expect(list.at(-1)).toBe('cancelled');
    }
  });

  it('invoiced and cancelled workshops are not edited', () => {
    expect(workshopStates.filter((state) => !isEditable(state))).toEqual(['invoiced', 'cancelled']);
  });
});

describe('stateActionLabel', () => {
  it('names what the button undoes: a cancellation taken back, back to done, back to initialized', () => {
    const [reopen] = availableStateActions('cancelled', '2026-12-01', today);
    expect(stateActionLabel(reopen!, 'cancelled').message).toBe('Absage zurücknehmen');
    const back = availableStateActions('coaches_requested', '2026-12-01', today).find((a) => a.target === 'initialized');
    expect(stateActionLabel(back!, 'coaches_requested').message).toBe('Zurück zu «Initialisiert»');
    expect(stateActionLabel(availableStateActions('invoiceable', '2026-11-01', today)[0]!, 'invoiceable').message).toBe(
      'Zurück zu «Durchgeführt»',
    );
  });
});
