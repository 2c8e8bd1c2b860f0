import { NationalReason } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../clock.js';
import { validNationalPayload } from './fixtures.js';
import { NationalUnavailable } from './gateway.js';
import { createHttpNationalGateway } from './http-gateway.js';
import {
  type NationalStandInOptions,
  payloadErrors,
  type RunningNationalStandIn,
  startNationalStandIn,
} from './stand-in.js';

// The HTTP gateway against the stand-in running as a real server on an ephemeral port: the national system's two
// calls as the gateway makes them, and the stand-in's own payload rules (independent of the mapping that fills it).

const account = { username: '406180001', password: 'demo' };
const running: RunningNationalStandIn[] = [];

async function standIn(options: NationalStandInOptions = {}) {
  const server = await startNationalStandIn(options);
  running.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
});

const copy = () => structuredClone(validNationalPayload);

describe('the HTTP gateway against the stand-in', () => {
  let server: RunningNationalStandIn;
  beforeAll(async () => {
    server = await standIn({ accounts: { 'co-so-2': 'Mat-khau-2' } });
  });
  const gateway = (timeoutMs?: number) =>
    createHttpNationalGateway({ baseUrl: `${server.url}/`, standIn: true, timeoutMs });

  it('sends a valid payload and gets its national id; the same code again is an update with the same id', async () => {
    const g = gateway();
    expect(g.target).toEqual({ url: server.url, standIn: true });
    const first = await g.send(account, validNationalPayload);
    expect(first).toEqual({ kind: 'sent', nationalId: expect.stringMatching(/^DT\d+$/) });
    const again = await g.send(account, { ...copy(), loi_dan: 'Tái khám sau 5 ngày.' });
    expect(again).toEqual(first);
    const other = await g.send(account, { ...copy(), ma_don_thuoc: '406180001936-c' });
    expect(other.kind).toBe('sent');
    expect(other).not.toEqual(first);
    // One login served all three sends: the token is cached for the account.
    expect(server.logins()).toEqual(['406180001']);
    expect(server.received().at(-2)).toMatchObject({ loi_dan: 'Tái khám sau 5 ngày.' });
  });

  it('accepts an extra account with its own password', async () => {
    const outcome = await gateway().send(
      { username: 'co-so-2', password: 'Mat-khau-2' },
      validNationalPayload,
    );
    expect(outcome.kind).toBe('sent');
  });

  it('answers the bad field’s own error when the national system refuses the content', async () => {
    const payload = copy();
    payload.chan_doan[1]!.ma_chan_doan = 'j02';
    const outcome = await gateway().send(account, payload);
    expect(outcome).toEqual({
      kind: 'rejected',
      errors: [{ field: 'chan_doan[1].ma_chan_doan', message: expect.stringContaining('ICD-10') }],
    });
  });

  it('answers national.badCredentials for a wrong password, and sends nothing', async () => {
    const before = server.received().length;
    const outcome = await gateway().send({ username: '406180001', password: 'wrong' }, validNationalPayload);
    expect(outcome).toEqual({ kind: 'rejected', errors: [{ message: NationalReason.BadCredentials }] });
    expect(server.received()).toHaveLength(before);
  });

  it('throws NationalUnavailable on a 5xx, and sends again once the system is back', async () => {
    const g = gateway();
    server.failNext(1);
    const error = await g.send(account, validNationalPayload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NationalUnavailable);
    expect(error).toMatchObject({ status: 503 });
    server.failNext(1, 502);
    await expect(g.send(account, validNationalPayload)).rejects.toMatchObject({ status: 502 });
    expect((await g.send(account, validNationalPayload)).kind).toBe('sent');
  });

  it('throws NationalUnavailable when the system does not answer in time', async () => {
    server.hangNext(1);
    await expect(gateway(300).send(account, validNationalPayload)).rejects.toThrow(/timed out/);
  });

  it('throws NationalUnavailable when nothing listens at the URL', async () => {
    const closed = await startNationalStandIn();
    await closed.close();
    const g = createHttpNationalGateway({ baseUrl: closed.url, standIn: false });
    await expect(g.send(account, validNationalPayload)).rejects.toBeInstanceOf(NationalUnavailable);
  });
});

describe('an expired token', () => {
  it('leads to one new login and the send succeeds in the same call', async () => {
    let now = Date.parse('2026-11-21T02:00:00Z');
    const clock: Clock = () => new Date(now);
    const server = await standIn({ clock });
    // The gateway's own clock stands still, so it still trusts the token the stand-in has expired.
    const g = createHttpNationalGateway({ baseUrl: server.url, standIn: true, clock: () => new Date(0) });
    expect((await g.send(account, validNationalPayload)).kind).toBe('sent');
    now += 2 * 3600 * 1000;
    expect((await g.send(account, validNationalPayload)).kind).toBe('sent');
    expect(server.logins()).toEqual(['406180001', '406180001']);
  });

  it('refused again right after a new login is the national system’s fault: unavailable, no third login', async () => {
    const server = await standIn({ tokenTtlSeconds: 0 });
    const g = createHttpNationalGateway({ baseUrl: server.url, standIn: true });
    await expect(g.send(account, validNationalPayload)).rejects.toMatchObject({ status: 401 });
    expect(server.logins()).toHaveLength(2);
    expect(server.received()).toEqual([]);
  });
});

describe('the stand-in’s payload rules', () => {
  it('takes the fixture as it is', () => {
    expect(payloadErrors(validNationalPayload)).toEqual([]);
  });

  it('names each bad field once, by its path', () => {
    const p = copy() as unknown as Record<string, unknown> & typeof validNationalPayload;
    p.loai_don_thuoc = 'x';
    p.gioi_tinh = 3 as never;
    p.ngay_sinh_benh_nhan = '1988-03-14';
    p.ngay_gio_ke_don = '21/11/2026 09:35';
    p.ngay_tai_kham = '31/11/2026';
    p.ma_lien_thong_bac_si = ' ';
    delete (p as Partial<typeof p>).so_chung_chi_hanh_nghe;
    p.can_nang = 52 as never;
    p.thong_tin_don_thuoc[0]!.so_luong = 1.5;
    p.thong_tin_don_thuoc[1]!.cach_dung = '';
    expect(
      payloadErrors(p)
        .map((e) => e.field)
        .sort(),
    ).toEqual(
      [
        'ngay_sinh_benh_nhan',
        'can_nang',
        'ngay_tai_kham',
        'ngay_gio_ke_don',
        'ma_lien_thong_bac_si',
        'so_chung_chi_hanh_nghe',
        'loai_don_thuoc',
        'gioi_tinh',
        'thong_tin_don_thuoc[0].so_luong',
        'thong_tin_don_thuoc[1].cach_dung',
      ].sort(),
    );
  });

  it('checks the prescription code against the facility and the kind', () => {
    const errorsFor = (code: string, kind = 'c') =>
      payloadErrors({ ...copy(), ma_don_thuoc: code, loai_don_thuoc: kind }).map((e) => e.field);
    expect(errorsFor('406180001935c')).toEqual(['ma_don_thuoc']);
    expect(errorsFor('506180001935-c')).toEqual(['ma_don_thuoc']);
    expect(errorsFor('406180001935-c', 'n')).toEqual(['ma_don_thuoc']);
    expect(errorsFor('406180001935-n', 'n')).toEqual([]);
  });

  it('wants one to twenty medicines and at least one diagnosis', () => {
    const p = copy();
    p.chan_doan = [];
    p.thong_tin_don_thuoc = Array.from({ length: 21 }, () => validNationalPayload.thong_tin_don_thuoc[0]!);
    expect(payloadErrors(p).map((e) => e.field)).toEqual(['chan_doan', 'thong_tin_don_thuoc']);
    p.thong_tin_don_thuoc = p.thong_tin_don_thuoc.slice(0, 20);
    p.chan_doan = [{ ma_chan_doan: 'A09.0', ten_chan_doan: '', ket_luan: '' }];
    expect(payloadErrors(p)).toEqual([]);
  });

  it('takes a birth year alone, and an empty re-visit date', () => {
    expect(payloadErrors({ ...copy(), ngay_sinh_benh_nhan: '1950', ngay_tai_kham: '' })).toEqual([]);
  });

  it('wants a 12-digit citizen number when one is given, and a guardian for a child under 72 months', () => {
    expect(payloadErrors({ ...copy(), ma_dinh_danh_cong_dan: '' })).toEqual([]);
    expect(payloadErrors({ ...copy(), ma_dinh_danh_cong_dan: '07918800123' }).map((e) => e.field)).toEqual([
      'ma_dinh_danh_cong_dan',
    ]);
    // Prescribed at 2026-11-20: born 21/11/2020 is 71 months old, born 20/11/2020 is 72.
    const child = { ...copy(), ngay_gio_ke_don: '2026-11-20 09:30:00' };
    expect(payloadErrors({ ...child, ngay_sinh_benh_nhan: '21/11/2020' })).toEqual([
      { field: 'thong_tin_nguoi_giam_ho', message: 'Trẻ dưới 72 tháng tuổi cần thông tin người giám hộ' },
    ]);
    expect(payloadErrors({ ...child, ngay_sinh_benh_nhan: '20/11/2020' })).toEqual([]);
    expect(
      payloadErrors({
        ...child,
        ngay_sinh_benh_nhan: '21/11/2020',
        thong_tin_nguoi_giam_ho: 'Trần Văn Nam; 079088009999',
      }),
    ).toEqual([]);
  });
});
