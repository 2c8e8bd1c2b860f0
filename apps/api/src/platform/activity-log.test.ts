import { describe, expect, it } from 'vitest';
import { CHANGE_VALUE_MAX, changesOf, withChanges } from './activity-log.js';

describe('changesOf: the before/after an update logs', () => {
  it('keeps only the fields set and changed, as stored (instants as ISO, numeric text equal to its number)', () => {
    const before = {
      id: 7,
      clinicId: 1,
      fullName: 'Nguyễn Văn A',
      weightKg: '60.5',
      birthday: null,
      startAt: new Date('2026-01-02T03:00:00Z'),
      updatedAt: new Date('2026-01-01T00:00:00Z'),
      note: 'x',
    };
    const after = {
      fullName: 'Nguyễn Văn B',
      weightKg: 60.5,
      birthday: '1990-05-01',
      startAt: new Date('2026-01-02T04:00:00Z'),
      updatedAt: new Date('2026-02-01T00:00:00Z'),
      note: undefined,
    };
    expect(changesOf(before, after)).toEqual({
      fullName: ['Nguyễn Văn A', 'Nguyễn Văn B'],
      birthday: [null, '1990-05-01'],
      startAt: ['2026-01-02T03:00:00.000Z', '2026-01-02T04:00:00.000Z'],
    });
  });

  it('never logs hashes, passwords, tokens or keys, and cuts long values', () => {
    const long = 'a'.repeat(CHANGE_VALUE_MAX + 50);
    const changes = changesOf(
      { passwordHash: 'h1', bankWebhookKeyHash: null, deviceToken: 't1', medicalHistory: '' },
      { passwordHash: 'h2', bankWebhookKeyHash: 'k', deviceToken: 't2', medicalHistory: long },
    );
    expect(Object.keys(changes)).toEqual(['medicalHistory']);
    expect(changes.medicalHistory![1]).toBe(`${'a'.repeat(CHANGE_VALUE_MAX)}…`);
  });

  it('compares lists by value and gives nothing to spread when nothing changed', () => {
    expect(withChanges({ groupIds: [1, 2], name: 'A' }, { groupIds: [1, 2], name: 'A' })).toEqual({});
    expect(withChanges({ groupIds: [1, 2] }, { groupIds: [1, 3] })).toEqual({
      changes: {
        groupIds: [
          [1, 2],
          [1, 3],
        ],
      },
    });
  });
});
