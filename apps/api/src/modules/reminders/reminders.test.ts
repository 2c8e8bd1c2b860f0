import { AppointmentStatus, Gender, instantOfLocal } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.js';
import {
  appointments,
  clinicPatients,
  clinics,
  doctors,
  jobs,
  prescriptions,
} from '../../db/schema/index.js';
import { TICK_MS, tickJob } from '../../platform/jobs/tick.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp, testPgUrl } from '../../testing/harness.js';
import { startSmtp } from '../../testing/smtp-server.js';
import { signBookingToken, verifyBookingToken } from '../public-booking/booking-token.js';
import { sweepReminders } from './reminders-sweep.job.js';

// The day before: from 08:00 of the clinic's day, each tick's sweep offers one reminder per appointment and per
// re-examination date of tomorrow, and the patient gets one e-mail in Vietnamese over real SMTP, with the booking
// code and its QR (the slip's token, which the kiosk checks). On PostgreSQL, two API instances on one database run
// the sweeps and the sends at the same time, and still each patient gets exactly one mail.

const HCM = 'Asia/Ho_Chi_Minh';
const MIN = 60_000;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let clinicId: number;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let fixedNow: Date | null = null;
const clock = () => fixedNow ?? new Date();
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url }, { clock });
  const owner = await signUpClinic(t.app, 'Remind');
  clinicId = owner.user.clinicId;
  filled = await fillClinic(t.app, owner.headers, 'Remind');
  await t.app.deps.db
    .update(clinics)
    .set({ address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh', phone: '028 3822 1234' })
    .where(eq(clinics.id, clinicId));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function patient(name: string, email: string | null) {
  seq += 1;
  const [row] = await t.app.deps.db
    .insert(clinicPatients)
    .values({
      clinicId,
      code: `BN-R-${seq}`,
      fullName: name,
      gender: Gender.Female,
      phone: `0909${String(seq).padStart(6, '0')}`,
      email,
      nationality: 192,
    })
    .returning();
  return row!;
}

async function book(patientId: number, start: Date, status: number = AppointmentStatus.Approved) {
  seq += 1;
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId,
      code: `LH-R-${seq}`,
      clinicPatientId: patientId,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * MIN),
      status,
    })
    .returning();
  return row!;
}

/** One tick at `now` in an instance: offers the period's tick, then runs whatever is due. */
async function tickAt(app: TestApp['app'], now: Date) {
  fixedNow = now;
  await app.deps.jobs.enqueue(tickJob(now));
  await app.deps.jobs.runDue();
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.to === email);
/** The quoted-printable / base64 body of a raw mail made readable enough to search. */
function decoded(raw: string): string {
  // Headers: RFC 2047 encoded words (the Vietnamese subject), possibly folded over lines.
  const words = raw
    .replace(/\?=\r?\n\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
  const qp = words.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) => {
    try {
      return Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8');
    } catch {
      return m;
    }
  });
  return qp;
}
/** The base64 content of the inline PNG part. */
function inlinePng(raw: string): { cid: string; png: Buffer } | null {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: image\/png/i.test(p));
  if (!part) return null;
  const cid = part.match(/Content-ID: <([^>]+)>/i)?.[1] ?? '';
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '');
  return { cid, png: Buffer.from(body, 'base64') };
}

describe('the day-before reminders', () => {
  it('mails tomorrow’s appointments and re-examinations once, from 08:00, with the code and the booking QR', async () => {
    const day = '2027-01-10';
    const tomorrow = '2027-01-11';
    const binh = await patient('Trần Thị Bình', 'binh.remind@example.vn');
    const cuong = await patient('Lê Văn Cường', 'cuong.remind@example.vn');
    const dung = await patient('Phạm Thị Dung', 'dung.remind@example.vn');
    const noMail = await patient('Võ Văn Em', null);
    const visit = await book(binh.id, instantOfLocal(tomorrow, '09:00', HCM));
    await book(cuong.id, instantOfLocal(tomorrow, '10:00', HCM), AppointmentStatus.Canceled);
    await book(cuong.id, instantOfLocal('2027-01-12', '10:00', HCM));
    await book(noMail.id, instantOfLocal(tomorrow, '11:00', HCM));
    // Dung's last visit set her re-examination for tomorrow, and she has not booked it.
    const past = await book(dung.id, instantOfLocal('2027-01-03', '09:00', HCM), AppointmentStatus.Finished);
    await t.app.deps.db
      .insert(prescriptions)
      .values({ clinicId, appointmentId: past.id, clinicPatientId: dung.id, reExamDate: tomorrow });

    // 07:30: before the reminder hour, nothing is sent.
    await tickAt(t.app, instantOfLocal(day, '07:30', HCM));
    expect(smtp.received.filter((m) => m.to.endsWith('.remind@example.vn'))).toEqual([]);

    await tickAt(t.app, instantOfLocal(day, '08:05', HCM));
    expect(mailsTo('binh.remind@example.vn')).toHaveLength(1);
    expect(mailsTo('cuong.remind@example.vn')).toEqual([]);
    expect(mailsTo('dung.remind@example.vn')).toHaveLength(1);

    const mail = mailsTo('binh.remind@example.vn')[0]!;
    const text = decoded(mail.raw);
    expect(text).toContain('Trần Thị Bình');
    expect(text).toContain(visit.code);
    expect(text).toContain('11/01/2027');
    expect(text).toContain('09:00');
    const [doctor] = await t.app.deps.db.select().from(doctors).where(eq(doctors.id, filled.doctor.id));
    expect(text).toContain(doctor!.name);
    expect(text).toContain('12 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
    expect(text).toContain('028 3822 1234');
    expect(text).toMatch(/Nhắc lịch hẹn khám/);
    const qr = inlinePng(mail.raw);
    expect(qr?.cid).toBeTruthy();
    expect(text).toContain(`cid:${qr!.cid}`);
    // The picture is the QR of the appointment slip's token, which the kiosk verifies.
    const token = signBookingToken(t.app.deps.config.jwtSecret, { appointmentId: visit.id, clinicId });
    expect(verifyBookingToken(t.app.deps.config.jwtSecret, token)).toEqual({
      appointmentId: visit.id,
      clinicId,
    });
    const expected = await QRCode.toBuffer(token, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 240,
    });
    expect(qr!.png.equals(expected)).toBe(true);

    const reExam = decoded(mailsTo('dung.remind@example.vn')[0]!.raw);
    expect(reExam).toMatch(/Nhắc lịch tái khám/);
    expect(reExam).toContain('11/01/2027');
    expect(reExam).toContain(past.code);

    // A booking made after that sweep for tomorrow is reminded by the next tick's; nobody gets a second mail.
    const late = await patient('Hoàng Thị Giang', 'giang.remind@example.vn');
    const lateVisit = await book(late.id, instantOfLocal(tomorrow, '15:30', HCM));
    await tickAt(t.app, new Date(instantOfLocal(day, '08:05', HCM).getTime() + TICK_MS));
    await tickAt(t.app, new Date(instantOfLocal(day, '08:05', HCM).getTime() + 2 * TICK_MS));
    expect(mailsTo('giang.remind@example.vn')).toHaveLength(1);
    expect(mailsTo('binh.remind@example.vn')).toHaveLength(1);
    expect(mailsTo('dung.remind@example.vn')).toHaveLength(1);
    const sends = await t.app.deps.db.select().from(jobs).where(eq(jobs.kind, 'reminder.send'));
    expect(sends.map((j) => j.key).sort()).toEqual(
      [
        `reminder:appointment:${visit.id}:${tomorrow}`,
        `reminder:re-exam:${past.id}:${tomorrow}`,
        `reminder:appointment:${lateVisit.id}:${tomorrow}`,
      ].sort(),
    );
    expect(sends.every((j) => j.doneAt !== null && j.attempts === 1)).toBe(true);
  });

  // PostgreSQL only (test:pg): PGlite is one in-process connection, so two instances cannot share it and race.
  it.runIf(testPgUrl)(
    'two API instances on one PostgreSQL sweep and send together, and each patient gets one mail',
    async () => {
      const url = (t.database as { url?: string }).url!;
      // A second instance with its own connections to the same database, as another process would have.
      const otherDatabase = await openPostgres(url, () => {});
      const other = await createTestApp(
        { smtpUrl: smtp.url, jwtSecret: t.app.deps.config.jwtSecret },
        { clock, database: otherDatabase },
      );
      try {
        const day = '2027-02-20';
        const tomorrow = '2027-02-21';
        const N = 30;
        const booked = [];
        for (let i = 0; i < N; i += 1) {
          const p = await patient(`Bệnh nhân Đua ${i}`, `race.${i}@example.vn`);
          const time = `${String(8 + (i % 9)).padStart(2, '0')}:${String((i * 5) % 60).padStart(2, '0')}`;
          booked.push(await book(p.id, instantOfLocal(tomorrow, time, HCM)));
        }
        fixedNow = instantOfLocal(day, '08:01', HCM);
        // Both sweep at once: between them they offer each reminder once.
        const offered = await Promise.all([
          sweepReminders(t.app.deps, clinicId, day),
          sweepReminders(other.app.deps, clinicId, day),
        ]);
        expect(offered[0] + offered[1]).toBe(N);
        // Both run the sends at once: they share them (each claims rows the other skips), none runs twice.
        const ran = await Promise.all([t.app.deps.jobs.runDue(), other.app.deps.jobs.runDue()]);
        expect(Math.min(...ran)).toBeGreaterThan(0);
        const keys = new Set(booked.map((b) => `reminder:appointment:${b.id}:${tomorrow}`));
        const sends = (await t.app.deps.db.select().from(jobs).where(eq(jobs.kind, 'reminder.send'))).filter(
          (j) => keys.has(j.key),
        );
        expect(sends).toHaveLength(N);
        // Claimed once each: a second claim would have counted a second attempt.
        expect(sends.filter((j) => j.attempts !== 1 || j.doneAt === null)).toEqual([]);
        // And their ticks, racing over the next periods, add nothing.
        for (let k = 1; k <= 2; k += 1) {
          const now = new Date(instantOfLocal(day, '08:01', HCM).getTime() + k * TICK_MS);
          await Promise.all([tickAt(t.app, now), tickAt(other.app, now)]);
        }
        for (let i = 0; i < N; i += 1) {
          const got = mailsTo(`race.${i}@example.vn`);
          expect(got, `race.${i}`).toHaveLength(1);
          expect(decoded(got[0]!.raw)).toContain(booked[i]!.code);
          expect(inlinePng(got[0]!.raw)?.png.length).toBeGreaterThan(100);
        }
      } finally {
        await other.close();
        await otherDatabase.close();
      }
    },
  );
});
