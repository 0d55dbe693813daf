import { describe, expect, it } from '@jest/globals';
import type { Terminal } from '../api/types';
import { terminalsFollowUp } from './terminals';

const terminal = (id: number): Terminal => ({ id }) as Terminal;

describe('terminals follow-up', () => {
  it('loads a provider seen for the first time', () => {
    expect(terminalsFollowUp(undefined, null)).toEqual({ kind: 'load' });
  });

  it('picks the first loaded terminal when none is picked', () => {
    expect(terminalsFollowUp({ status: 'loaded', terminals: [terminal(4), terminal(5)] }, null)).toEqual({ kind: 'select', terminalId: 4 });
  });

  it('keeps a terminal already picked', () => {
    expect(terminalsFollowUp({ status: 'loaded', terminals: [terminal(4), terminal(5)] }, 5)).toEqual({ kind: 'none' });
  });

  it('waits while loading, and picks nothing after an error or from an empty list', () => {
    expect(terminalsFollowUp({ status: 'loading', terminals: [] }, null)).toEqual({ kind: 'none' });
    expect(terminalsFollowUp({ status: 'error', terminals: [] }, null)).toEqual({ kind: 'none' });
    expect(terminalsFollowUp({ status: 'loaded', terminals: [] }, null)).toEqual({ kind: 'none' });
  });
});
