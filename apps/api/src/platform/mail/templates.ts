import type { Lang } from '../lang.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One layout for every mail: a greeting, a few lines, an optional big code and an optional button. */
function compose(parts: {
  subject: string;
  greeting: string;
  lines: string[];
  code?: string;
  link?: { label: string; url: string };
  footer: string;
}): MailContent {
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    ...(parts.code ? ['', parts.code, ''] : []),
    ...(parts.link ? [`${parts.link.label}: ${parts.link.url}`, ''] : []),
    parts.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(parts.greeting)}</p>
${parts.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${parts.code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;color:#0f766e">${escapeHtml(parts.code)}</p>` : ''}
${parts.link ? `<p><a href="${escapeHtml(parts.link.url)}" style="background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(parts.link.label)}</a></p>` : ''}
<p style="color:#6b7280;font-size:13px">${escapeHtml(parts.footer)}</p>
</body></html>`;
  return { subject: parts.subject, text, html };
}

const footer = {
  vi: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua thư này. — ClinicOS',
  en: 'If you did not ask for this, you can ignore this e-mail. — ClinicOS',
};

/** A mail sent on the clinic's behalf to a buyer, not asked for by the reader. */
const sentForClinic = {
  vi: 'Thư này được gửi tự động, vui lòng không trả lời. — ClinicOS',
  en: 'This e-mail was sent automatically; please do not reply. — ClinicOS',
};

/** An issued e-invoice as its buyer is told of it: the seller, the number, the amount and where to look it up. */
export interface EInvoiceMail {
  buyerName: string;
  sellerName: string;
  number: string;
  /** Formatted VND ('150.000 ₫'). */
  amountText: string;
  lookupCode: string;
  lookupUrl: string;
  /** For an adjustment: the number of the e-invoice it lowers. */
  adjusts?: string;
}

export const mailTemplates = {
  eInvoiceIssued(lang: Lang, v: EInvoiceMail) {
    return lang === 'en'
      ? compose({
          subject: v.adjusts
            ? `Adjustment e-invoice ${v.number} from ${v.sellerName}`
            : `Your e-invoice ${v.number} from ${v.sellerName}`,
          greeting: `Dear ${v.buyerName},`,
          lines: [
            v.adjusts
              ? `${v.sellerName} has issued e-invoice ${v.number}, adjusting e-invoice ${v.adjusts} by ${v.amountText}.`
              : `${v.sellerName} has issued e-invoice ${v.number} for ${v.amountText}.`,
            'Look it up with this code on the provider’s page:',
          ],
          code: v.lookupCode,
          link: { label: 'Look up the e-invoice', url: v.lookupUrl },
          footer: sentForClinic.en,
        })
      : compose({
          subject: v.adjusts
            ? `Hóa đơn điện tử điều chỉnh số ${v.number} từ ${v.sellerName}`
            : `Hóa đơn điện tử số ${v.number} từ ${v.sellerName}`,
          greeting: `Kính gửi ${v.buyerName},`,
          lines: [
            v.adjusts
              ? `${v.sellerName} đã xuất hóa đơn điện tử số ${v.number}, điều chỉnh giảm ${v.amountText} cho hóa đơn số ${v.adjusts}.`
              : `${v.sellerName} đã xuất hóa đơn điện tử số ${v.number}, số tiền ${v.amountText}.`,
            'Tra cứu hóa đơn bằng mã sau trên trang của nhà cung cấp:',
          ],
          code: v.lookupCode,
          link: { label: 'Tra cứu hóa đơn', url: v.lookupUrl },
          footer: sentForClinic.vi,
        });
  },

  verifyAccount(
    lang: Lang,
    v: { fullName: string; clinicName: string; code: string; url: string; minutes: number },
  ) {
    return lang === 'en'
      ? compose({
          subject: `Your ClinicOS confirmation code: ${v.code}`,
          greeting: `Hello ${v.fullName},`,
          lines: [
            `Thank you for registering ${v.clinicName}. Enter this code to activate your account (valid for ${v.minutes} minutes):`,
          ],
          code: v.code,
          link: { label: 'Activate my account', url: v.url },
          footer: footer.en,
        })
      : compose({
          subject: `Mã xác nhận ClinicOS của bạn: ${v.code}`,
          greeting: `Xin chào ${v.fullName},`,
          lines: [
            `Cảm ơn bạn đã đăng ký ${v.clinicName}. Nhập mã sau để kích hoạt tài khoản (có hiệu lực trong ${v.minutes} phút):`,
          ],
          code: v.code,
          link: { label: 'Kích hoạt tài khoản', url: v.url },
          footer: footer.vi,
        });
  },
  invite(lang: Lang, v: { clinicName: string; inviterName: string; url: string; days: number }) {
    return lang === 'en'
      ? compose({
          subject: `${v.inviterName} invites you to ${v.clinicName} on ClinicOS`,
          greeting: 'Hello,',
          lines: [
            `${v.inviterName} has invited you to work in ${v.clinicName} on ClinicOS.`,
            `Open the link below to set your name and password (valid for ${v.days} days), then sign in with this e-mail.`,
          ],
          link: { label: 'Accept the invitation', url: v.url },
          footer: footer.en,
        })
      : compose({
          subject: `${v.inviterName} mời bạn tham gia ${v.clinicName} trên ClinicOS`,
          greeting: 'Xin chào,',
          lines: [
            `${v.inviterName} đã mời bạn làm việc tại ${v.clinicName} trên ClinicOS.`,
            `Mở đường dẫn dưới đây để đặt họ tên và mật khẩu (có hiệu lực trong ${v.days} ngày), rồi đăng nhập bằng e-mail này.`,
          ],
          link: { label: 'Nhận lời mời', url: v.url },
          footer: footer.vi,
        });
  },
  resetPassword(lang: Lang, v: { fullName: string; code: string; url: string; minutes: number }) {
    return lang === 'en'
      ? compose({
          subject: `Reset your ClinicOS password: ${v.code}`,
          greeting: `Hello ${v.fullName},`,
          lines: [
            `Use this code to set a new password (valid for ${v.minutes} minutes). Every device signed in to your account will be signed out.`,
          ],
          code: v.code,
          link: { label: 'Set a new password', url: v.url },
          footer: footer.en,
        })
      : compose({
          subject: `Đặt lại mật khẩu ClinicOS: ${v.code}`,
          greeting: `Xin chào ${v.fullName},`,
          lines: [
            `Dùng mã sau để đặt mật khẩu mới (có hiệu lực trong ${v.minutes} phút). Mọi thiết bị đang đăng nhập tài khoản của bạn sẽ bị đăng xuất.`,
          ],
          code: v.code,
          link: { label: 'Đặt mật khẩu mới', url: v.url },
          footer: footer.vi,
        });
  },
};
