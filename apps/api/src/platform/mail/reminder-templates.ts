import type { Lang } from '../lang.js';
import type { MailContent } from './templates.js';

// The patients' reminder e-mails: the day before an appointment or a re-examination date. Patients read
// Vietnamese unless told otherwise; the layout follows templates.ts, with the booking's QR code as an inline picture.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface ReminderClinic {
  name: string;
  address: string | null;
  phone: string | null;
}

export interface AppointmentReminder {
  patientName: string;
  clinic: ReminderClinic;
  /** 'dd/MM/yyyy' and 'HH:mm', in the clinic's zone. */
  dateText: string;
  timeText: string;
  doctorName: string;
  locationName: string;
  bookingCode: string;
  /** The `cid:` of the inline QR picture the mail carries, when it has one. */
  qrCid?: string;
}

export interface ReExamReminder {
  patientName: string;
  clinic: ReminderClinic;
  dateText: string;
  doctorName: string;
  /** The visit that set the date. */
  visitCode: string;
}

const words = {
  vi: {
    greeting: (name: string) => `Kính gửi ${name},`,
    appointmentSubject: (clinic: string, date: string) => `Nhắc lịch hẹn khám tại ${clinic} ngày ${date}`,
    appointmentIntro: (clinic: string) => `${clinic} xin nhắc bạn lịch hẹn khám vào ngày mai:`,
    reExamSubject: (clinic: string, date: string) => `Nhắc lịch tái khám tại ${clinic} ngày ${date}`,
    reExamIntro: (clinic: string, doctor: string) =>
      `Bác sĩ ${doctor} đã hẹn bạn tái khám tại ${clinic} vào ngày mai. Vui lòng đặt lịch hoặc liên hệ phòng khám.`,
    date: 'Ngày',
    time: 'Giờ',
    doctor: 'Bác sĩ',
    location: 'Phòng khám',
    code: 'Mã đặt lịch',
    visit: 'Lần khám trước',
    qr: 'Đưa mã QR này tại quầy tiếp đón hoặc máy kiosk để làm thủ tục.',
    address: 'Địa chỉ',
    phone: 'Điện thoại',
    footer: 'Thư này được gửi tự động, vui lòng không trả lời. — ClinicOS',
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    appointmentSubject: (clinic: string, date: string) => `Your appointment at ${clinic} on ${date}`,
    appointmentIntro: (clinic: string) => `${clinic} reminds you of your appointment tomorrow:`,
    reExamSubject: (clinic: string, date: string) => `Your follow-up visit at ${clinic} on ${date}`,
    reExamIntro: (clinic: string, doctor: string) =>
      `Dr ${doctor} asked you to come back to ${clinic} tomorrow. Please book a time or call the clinic.`,
    date: 'Date',
    time: 'Time',
    doctor: 'Doctor',
    location: 'Room',
    code: 'Booking code',
    visit: 'Previous visit',
    qr: 'Show this QR code at reception or at the kiosk to check in.',
    address: 'Address',
    phone: 'Phone',
    footer: 'This e-mail was sent automatically; please do not reply. — ClinicOS',
  },
} as const;

function compose(parts: {
  subject: string;
  greeting: string;
  intro: string;
  rows: [string, string][];
  code?: string;
  qr?: { cid: string; caption: string };
  clinic: ReminderClinic;
  w: (typeof words)[Lang];
}): MailContent {
  const contact = [
    parts.clinic.name,
    ...(parts.clinic.address ? [`${parts.w.address}: ${parts.clinic.address}`] : []),
    ...(parts.clinic.phone ? [`${parts.w.phone}: ${parts.clinic.phone}`] : []),
  ];
  const text = [
    parts.greeting,
    '',
    parts.intro,
    '',
    ...parts.rows.map(([label, value]) => `${label}: ${value}`),
    ...(parts.qr ? ['', parts.qr.caption] : []),
    '',
    ...contact,
    '',
    parts.w.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(parts.greeting)}</p>
<p>${escapeHtml(parts.intro)}</p>
<table style="border-collapse:collapse">${parts.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
${parts.code ? `<p style="font-size:28px;letter-spacing:4px;font-weight:700;color:#0f766e">${escapeHtml(parts.code)}</p>` : ''}
${parts.qr ? `<p><img src="cid:${escapeHtml(parts.qr.cid)}" alt="QR" width="200" height="200"></p><p>${escapeHtml(parts.qr.caption)}</p>` : ''}
<p>${contact.map(escapeHtml).join('<br>')}</p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(parts.w.footer)}</p>
</body></html>`;
  return { subject: parts.subject, text, html };
}

export const reminderTemplates = {
  appointment(lang: Lang, v: AppointmentReminder): MailContent {
    const w = words[lang];
    return compose({
      subject: w.appointmentSubject(v.clinic.name, v.dateText),
      greeting: w.greeting(v.patientName),
      intro: w.appointmentIntro(v.clinic.name),
      rows: [
        [w.date, v.dateText],
        [w.time, v.timeText],
        [w.doctor, v.doctorName],
        [w.location, v.locationName],
        [w.code, v.bookingCode],
      ],
      code: v.bookingCode,
      ...(v.qrCid ? { qr: { cid: v.qrCid, caption: w.qr } } : {}),
      clinic: v.clinic,
      w,
    });
  },
  reExam(lang: Lang, v: ReExamReminder): MailContent {
    const w = words[lang];
    return compose({
      subject: w.reExamSubject(v.clinic.name, v.dateText),
      greeting: w.greeting(v.patientName),
      intro: w.reExamIntro(v.clinic.name, v.doctorName),
      rows: [
        [w.date, v.dateText],
        [w.doctor, v.doctorName],
        [w.visit, v.visitCode],
      ],
      clinic: v.clinic,
      w,
    });
  },
};
