import { describe, expect, it } from 'vitest';
import { actionGroups, actionLabels } from './action-labels';

/** The worker's sources, as text: every `auditInsert` names its action as a literal `action: '…'`. */
const sources = import.meta.glob(['../../../../worker/**/*.ts', '!../../../../worker/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const auditedActions = () =>
  new Set(Object.values(sources).flatMap((text) => [...text.matchAll(/\baction: '([a-z_]+\.[a-z_.]+)'/g)].map((m) => m[1]!)));

describe('audit log action labels', () => {
  it('names every action the worker audits, so none shows as a bare code', () => {
    const actions = auditedActions();
    expect(actions.size).toBeGreaterThan(40);
    expect([...actions].filter((action) => !actionLabels[action]).sort()).toEqual([]);
  });

  it('offers only filter groups that match a labelled action', () => {
    const empty = actionGroups.filter((group) => !Object.keys(actionLabels).some((action) => action.startsWith(group.prefix)));
    expect(empty.map((group) => group.prefix)).toEqual([]);
  });
});
