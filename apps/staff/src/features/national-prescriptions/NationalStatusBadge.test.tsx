import { NationalReason } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NationalStatusBadge } from './NationalStatusBadge';
import { pollWhilePending, reasonText, sendActionOf } from './nationalState';
import { nationalState } from './testing';

afterEach(cleanup);

const toneOf = (text: string) => screen.getByText(text).closest('[data-tone]')?.getAttribute('data-tone');

describe('the national status badge', () => {
  it('says each state in its colour, with the national code in monospace', () => {
    const { rerender } = render(<NationalStatusBadge national={nationalState()} />);
    expect(toneOf('Chưa gửi')).toBe('secondary');
    expect(screen.getByText('406180001935-c').tagName).toBe('CODE');

    rerender(<NationalStatusBadge national={nationalState({ status: 'pending', attempts: 1 })} />);
    expect(toneOf('Đang gửi')).toBe('warning');
    // Past the first try, the try is told.
    rerender(<NationalStatusBadge national={nationalState({ status: 'pending', attempts: 3 })} />);
    expect(toneOf('Đang gửi (lần 3)')).toBe('warning');

    rerender(<NationalStatusBadge national={nationalState({ status: 'sent', nationalId: 'QG-778899' })} />);
    expect(toneOf('Đã gửi')).toBe('success');
    expect(screen.getByText('Đã gửi').closest('[data-tone]')?.getAttribute('title')).toBe(
      'Mã trên hệ thống quốc gia: QG-778899',
    );

    rerender(<NationalStatusBadge national={nationalState({ status: 'rejected' })} />);
    expect(toneOf('Bị từ chối')).toBe('danger');
    rerender(<NationalStatusBadge national={nationalState({ status: 'failed', code: null })} withCode />);
    expect(toneOf('Gửi lỗi')).toBe('danger');
    // No facility code yet: no national code to show.
    expect(screen.queryByText(/-c$/)).toBeNull();
  });

  it('leaves the code out where a table has a column for it', () => {
    render(<NationalStatusBadge national={nationalState({ status: 'sent' })} withCode={false} />);
    expect(screen.queryByText('406180001935-c')).toBeNull();
  });
});

describe('what a national state offers', () => {
  const now = Date.parse('2026-11-27T03:00:00.000Z');
  it('sends a prescription never queued, again after a refusal, a failure or a send stuck over a minute', () => {
    expect(sendActionOf(nationalState(), now)).toBe('send');
    expect(sendActionOf(nationalState({ status: 'rejected' }), now)).toBe('again');
    expect(sendActionOf(nationalState({ status: 'failed' }), now)).toBe('again');
    expect(
      sendActionOf(nationalState({ status: 'pending', queuedAt: '2026-11-27T02:59:30.000Z' }), now),
    ).toBeNull();
    expect(
      sendActionOf(nationalState({ status: 'pending', queuedAt: '2026-11-27T02:58:59.000Z' }), now),
    ).toBe('again');
    expect(sendActionOf(nationalState({ status: 'sent' }), now)).toBeNull();
  });

  it('polls every 5 s only while pending', () => {
    expect(pollWhilePending(nationalState({ status: 'pending' }))).toBe(5000);
    for (const status of [null, 'sent', 'rejected', 'failed'] as const)
      expect(pollWhilePending(nationalState({ status }))).toBe(false);
    expect(pollWhilePending(undefined)).toBe(false);
  });

  it("translates our own reasons and shows the national system's as written", () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      `${key}${values ? JSON.stringify(values) : ''}`;
    expect(reasonText({ message: 'national.badCredentials' }, t as never)).toBe(
      'prescriptions.national.errors.badCredentials{"field":""}',
    );
    expect(reasonText({ field: 'Paracetamol 500mg', message: 'national.drugCode' }, t as never)).toBe(
      'prescriptions.national.errors.drugCode{"field":"Paracetamol 500mg"}',
    );
    expect(reasonText({ message: 'Mã bác sĩ không tồn tại' }, t as never)).toBe('Mã bác sĩ không tồn tại');
    // A key of ours we do not know is shown as it came, never as a missing translation.
    expect(reasonText({ message: 'national.somethingNew' }, t as never)).toBe('national.somethingNew');
  });

  it('has words for every reason of ours, in Vietnamese and in English', () => {
    try {
      for (const lang of ['vi', 'en'] as const) {
        i18n.setLanguage(lang);
        for (const reason of Object.values(NationalReason)) {
          const text = reasonText({ message: reason, field: 'Paracetamol' }, i18n.t);
          expect(text, `${lang}: ${reason}`).not.toMatch(/national\./);
        }
      }
    } finally {
      i18n.setLanguage('vi');
    }
  });
});
