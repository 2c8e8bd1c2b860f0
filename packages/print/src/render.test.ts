import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PaperSize, type PrintKind, paperSizes, printDemoData, printKinds } from '@clinic/domain';
import type { PrintDataOf } from '@clinic/domain/contracts';
import { describe, expect, it } from 'vitest';
import { precompilePrintTemplate } from '../vite-plugin';
import { PRINT_ROOT_CLASS, qrDataUrl, renderDocument, renderKioskTicket } from './index';
import { renderTemplate } from './runtime';

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');
const textOf = (html: string): string => (parse(html).body.textContent ?? '').replace(/\s+/g, ' ');

/** What each document must show, whatever the paper. */
const keyTexts: Record<PrintKind, string[]> = {
  invoice: [
    'HÓA ĐƠN THANH TOÁN',
    'Nguyễn Thị Hồng Nhung',
    'HD-000315',
    'Khám nội tổng quát',
    'Xét nghiệm công thức máu',
    'Paracetamol 500mg',
    '470.000 ₫',
    '20.000 ₫',
    '450.000 ₫',
    'Bốn trăm năm mươi nghìn đồng',
    'Chưa thanh toán',
    'Quét mã để chuyển khoản',
    'Vietcombank',
    '0012345678',
    'PHONG KHAM AN BINH',
    // The issued e-invoice: its number, where to look it up and the code to look it up with.
    'Hóa đơn điện tử số',
    'C26TAA315',
    'https://vinvoice.viettel.vn/utilities/invoice-search',
    'A1B2C3D4E5',
  ],
  prescription: [
    'Phòng khám Đa khoa An Bình',
    '123 Nguyễn Trãi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
    '028 3822 1234',
    'ĐƠN THUỐC',
    'Nguyễn Thị Hồng Nhung',
    '15/08/1988',
    'Nữ',
    '45 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    '0901 234 567',
    'BN000123',
    'Chẩn đoán: J02.9 - Viêm họng cấp, không đặc hiệu; Sốt nhẹ, họng đỏ',
    'Mã đơn thuốc 406180001935-c',
    'Số CCHN: 004512/HCM-CCHN',
    '1. Amoxicillin 500mg',
    '21 Viên',
    // The usage line generated from the dose is the only instruction; the note follows it.
    'Uống sau ăn. Sáng 1 viên, trưa 1 viên, tối 1 viên. Dùng 7 ngày.',
    '2. Paracetamol 500mg',
    'Ghi chú: Khi sốt trên 38,5°C',
    'Uống nhiều nước ấm',
    'Mời tái khám ngày 03/12/2026',
    'Ngày 26 tháng 11 năm 2026',
    'Bác sĩ khám bệnh',
    'BS. Trần Văn Minh',
  ],
  appointment: [
    'PHIẾU HẸN KHÁM',
    'LH-2611-0042',
    'Nguyễn Thị Hồng Nhung',
    '26/11/2026',
    '09:30',
    'BS. Trần Văn Minh',
    'Nội tổng quát',
    'Cơ sở 1, 123 Nguyễn Trãi, Quận 1',
    '12',
  ],
  checkInSheet: [
    'PHIẾU TIẾP NHẬN',
    'Nguyễn Thị Hồng Nhung',
    'LH-2611-0042',
    '12',
    'Triệu chứng',
    'Đau họng, sốt nhẹ 2 ngày',
    '120/80 mmHg',
  ],
  resultSheet: [
    'PHIẾU KẾT QUẢ',
    'Nguyễn Thị Hồng Nhung',
    'Xét nghiệm công thức máu',
    'Bạch cầu (WBC)',
    '11,2 G/L',
    'Chẩn đoán: J02.9 - Viêm họng cấp, không đặc hiệu; Viêm họng cấp',
    'Bạch cầu tăng nhẹ, phù hợp nhiễm khuẩn.',
    '03/12/2026',
    'BS. Trần Văn Minh',
  ],
};

const render = <K extends PrintKind>(kind: K, data: PrintDataOf<K>, paper: PaperSize = 'A5', qr?: string) =>
  renderDocument(kind, data, { paper, lang: 'vi', qrDataUrl: qr ?? null });

describe('built-in print templates', () => {
  for (const kind of printKinds) {
    for (const paper of paperSizes) {
      it(`${kind} on ${paper} prints its key texts`, () => {
        const html = render(kind, printDemoData(kind), paper);
        const root = parse(html).body.firstElementChild;
        expect(root?.classList.contains(PRINT_ROOT_CLASS)).toBe(true);
        expect(root?.classList.contains(`${PRINT_ROOT_CLASS}--${paper.toLowerCase()}`)).toBe(true);
        const text = textOf(html);
        for (const expected of keyTexts[kind]) expect(text).toContain(expected);
        // Nothing left unfilled or styled inline (the CSP forbids inline styles).
        expect(html).not.toMatch(/\{\{|\}\}|style=/);
      });
    }
  }

  it('prints the invoice as a table on A4/A5 and as two-line items on the 80 mm roll', () => {
    const data = printDemoData('invoice');
    expect(parse(render('invoice', data, 'A4')).querySelectorAll('tbody tr')).toHaveLength(3);
    const roll = parse(render('invoice', data, '80mm'));
    expect(roll.querySelector('table')).toBeNull();
    expect(roll.querySelectorAll('.clinic-print__item')).toHaveLength(3);
  });

  it('shows the VietQR image of an unpaid invoice, and no transfer block without a transfer', async () => {
    const qr = await qrDataUrl(printDemoData('invoice').transfer?.qrPayload ?? '');
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const withQr = parse(render('invoice', printDemoData('invoice'), 'A5', qr));
    expect(withQr.querySelector('img.clinic-print__qr')?.getAttribute('src')).toBe(qr);

    const paid = { ...printDemoData('invoice'), transfer: null };
    const html = render('invoice', paid, 'A5', qr);
    expect(parse(html).querySelector('.clinic-print__transfer')).toBeNull();
    expect(parse(html).querySelector('img')).toBeNull();
    expect(textOf(html)).not.toContain('Quét mã để chuyển khoản');
  });

  it('prints a walk-in invoice with no patient', () => {
    const text = textOf(render('invoice', { ...printDemoData('invoice'), patient: null }));
    expect(text).toContain('Khách lẻ');
    expect(text).toContain('450.000 ₫');
  });

  it('puts only PNG data: URLs in an <img>: any other URL is dropped', () => {
    for (const url of [
      'https://evil.example/x.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
    ]) {
      const html = render('appointment', printDemoData('appointment'), '80mm', url);
      expect(parse(html).querySelector('img')).toBeNull();
    }
  });

  it('prints the appointment slip with its QR image', async () => {
    const qr = await qrDataUrl(printDemoData('appointment').qrPayload);
    const doc = parse(render('appointment', printDemoData('appointment'), '80mm', qr));
    expect(doc.querySelector('.clinic-print__booking-code')?.textContent).toBe('LH-2611-0042');
    expect(doc.querySelector('img.clinic-print__qr')?.getAttribute('src')).toBe(qr);
  });

  it('leaves out "Mời tái khám" when no re-examination date is set', () => {
    const text = textOf(render('prescription', { ...printDemoData('prescription'), reExamDateText: '' }));
    expect(text).not.toContain('Mời tái khám');
    expect(text).toContain('Amoxicillin 500mg');
  });

  it('says "Năm sinh" when only the birth year is known', () => {
    const data = printDemoData('prescription');
    data.patient.birthdayText = '1988';
    expect(textOf(render('prescription', data))).toContain('Năm sinh: 1988');
  });

  it("prints the citizen number, and a child's guardian only when there is one to print", () => {
    const data = printDemoData('prescription');
    const adult = textOf(render('prescription', data));
    expect(adult).toContain('Số CCCD: 079188012345');
    expect(adult).not.toContain('Người giám hộ');
    data.patient.citizenId = '';
    data.patient.guardianText = 'Trần Văn Nam · CCCD 079088009999';
    const child = textOf(render('prescription', data));
    expect(child).not.toContain('Số CCCD:');
    expect(child).toContain('Người giám hộ: Trần Văn Nam · CCCD 079088009999');
  });

  it('prints English labels when asked for English', () => {
    const html = renderDocument('prescription', printDemoData('prescription'), { paper: 'A5', lang: 'en' });
    const text = textOf(html);
    expect(text).toContain('PRESCRIPTION');
    expect(text).toContain('Please come back for a re-examination on 03/12/2026');
    expect(text).toContain('Date: 26/11/2026');
    expect(text).not.toContain('ĐƠN THUỐC');
    const invoice = textOf(renderDocument('invoice', printDemoData('invoice'), { paper: 'A4', lang: 'en' }));
    expect(invoice).toContain('Scan to pay by bank transfer');
  });
});

describe('escaping', () => {
  const script = '<script>alert(1)</script>';
  const img = '<img src=x onerror=alert(1)>';

  it('prints a patient named <script> and a medicine named <img onerror> as text', () => {
    const data = printDemoData('prescription');
    data.patient.fullName = script;
    const first = data.items[0];
    if (first) first.name = img;
    for (const paper of paperSizes) {
      const html = render('prescription', data, paper);
      const doc = parse(html);
      expect(doc.querySelector('script')).toBeNull();
      expect(doc.querySelector('img')).toBeNull();
      expect(doc.body.textContent).toContain(script);
      expect(doc.body.textContent).toContain(img);
    }
  });

  it('escapes every document kind and the kiosk ticket', () => {
    for (const kind of printKinds) {
      const data = printDemoData(kind);
      data.clinic.name = script;
      if (data.patient) data.patient.fullName = img;
      const doc = parse(render(kind, data, 'A4'));
      expect(doc.querySelector('script')).toBeNull();
      expect(doc.querySelectorAll('img')).toHaveLength(0);
      expect(doc.body.textContent).toContain(script);
    }
    const ticket = parse(
      renderKioskTicket({ ...kioskTicket, doctorName: img, clinicName: script }, { lang: 'vi' }),
    );
    expect(ticket.querySelector('script, img')).toBeNull();
    expect(ticket.body.textContent).toContain(img);
  });

  it('escapes quotes, so a value cannot leave its attribute', () => {
    const data = printDemoData('appointment');
    data.bookingCode = '" onload="alert(1)';
    const doc = parse(render('appointment', data, 'A5', 'data:image/png;base64,iVBORw0KGgo='));
    const qr = doc.querySelector('img');
    expect(qr?.getAttribute('alt')).toBe('" onload="alert(1)');
    expect(qr?.hasAttribute('onload')).toBe(false);
  });

  it('no template uses the unescaped {{{ }}} form', () => {
    const dir = join(import.meta.dirname, 'templates');
    const templates = readdirSync(dir).filter((name) => name.endsWith('.hbs'));
    expect(templates.length).toBeGreaterThanOrEqual(6);
    for (const name of templates) {
      const source = readFileSync(join(dir, name), 'utf8');
      expect(source, name).not.toContain('{{{');
      expect(source, name).not.toMatch(/\{\{\s*&/);
      expect(source, name).not.toMatch(/style\s*=/);
    }
  });
});

describe('strict mode', () => {
  it('throws when the data lacks a field the template prints', () => {
    const data = printDemoData('prescription') as Partial<PrintDataOf<'prescription'>>;
    delete data.diagnosis;
    expect(() => render('prescription', data as PrintDataOf<'prescription'>)).toThrow(/diagnosis/);

    const invoice = printDemoData('invoice');
    delete (invoice.items[0] as Partial<(typeof invoice.items)[number]>).totalText;
    expect(() => render('invoice', invoice)).toThrow(/totalText/);
  });

  it('refuses at build time a template calling a helper it does not know', () => {
    expect(() => precompilePrintTemplate('{{#each items}}{{format name}}{{/each}}')).toThrow(/format/);
    expect(() => precompilePrintTemplate('{{eq a b}} {{inc 1}}')).not.toThrow();
  });
});

/** A template precompiled like the .hbs files, for the attacks a template author might try. */
function compiled(source: string): TemplateSpecification {
  // The precompiler's output is a JavaScript object literal; the build imports it as a module (vite-plugin.ts).
  return new Function(`return ${precompilePrintTemplate(source)}`)() as TemplateSpecification;
}

describe('prototype access', () => {
  /** What a template prints, or the strict-mode error it throws instead. */
  const attempt = (source: string, data: object): string => {
    try {
      return renderTemplate(compiled(source), data);
    } catch (error) {
      return `threw: ${(error as Error).message}`;
    }
  };

  it('reads no property or method through the prototype chain: prints nothing or refuses', () => {
    const data = { patient: { fullName: 'An' }, items: [{ name: 'x' }] };
    const attacks = [
      '{{patient.constructor}}',
      '{{patient.constructor.name}}',
      '{{#with patient.constructor}}{{name}}{{/with}}',
      '{{lookup patient "constructor"}}',
      '{{#with (lookup patient "constructor")}}{{prototype}}{{/with}}',
      '{{patient.__proto__}}',
      '{{#each items}}{{constructor.name}}{{/each}}',
      '{{patient.__defineGetter__}}',
      '{{patient.hasOwnProperty}}',
      '{{patient.toString}}',
      '{{#with patient.constructor}}{{#with constructor}}{{this "return 1"}}{{/with}}{{/with}}',
    ];
    for (const attack of attacks) {
      const out = attempt(`[${attack}]`, data);
      expect(out, attack).toMatch(
        /^\[\]$|^threw: .*not defined|^threw: .*(missing helper|not a function|knownHelpersOnly)/i,
      );
      expect(out, attack).not.toMatch(/function|Object|native code/);
    }
  });

  it('treats __proto__ and constructor keys in the data as plain values and pollutes nothing', () => {
    const data = JSON.parse(
      '{"patient": {"fullName": "An", "__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "<b>yes</b>"}}}}',
    );
    // The data's own "constructor" key is data like any other (and escaped); its "__proto__" key set no prototype.
    expect(attempt('[{{patient.fullName}}|{{patient.constructor.prototype.polluted}}]', data)).toBe(
      '[An|&lt;b&gt;yes&lt;/b&gt;]',
    );
    expect(attempt('[{{patient.polluted}}]', data)).toMatch(/^threw: "polluted" not defined/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a document whose data carries those keys prints normally', () => {
    const data = {
      ...printDemoData('prescription'),
      constructor: 'x',
      __proto__: null,
    } as PrintDataOf<'prescription'>;
    expect(textOf(render('prescription', data))).toContain('Nguyễn Thị Hồng Nhung');
  });
});

const kioskTicket = {
  clinicName: 'Phòng khám Đa khoa An Bình',
  locationName: 'Cơ sở 1',
  orderNumber: 12,
  patientInitials: 'N.T.H.N',
  doctorName: 'BS. Trần Văn Minh',
  room: 'Phòng 3',
  time: '09:30',
  date: '2026-11-26',
  code: 'LH-2611-0042',
  reprint: false,
};

describe('kiosk ticket', () => {
  it('prints the clinic, location, the order number big, the rows and the thanks, on 80 mm', () => {
    const doc = parse(renderKioskTicket(kioskTicket, { lang: 'vi' }));
    const root = doc.body.firstElementChild;
    expect(root?.className).toBe('clinic-print clinic-print--80mm clinic-print--kioskTicket');
    expect(doc.querySelector('.clinic-print__ticket-number')?.textContent).toBe('12');
    const text = textOf(doc.body.innerHTML);
    for (const expected of [
      'Phòng khám Đa khoa An Bình',
      'Cơ sở 1',
      'Số thứ tự của bạn',
      'N.T.H.N',
      'Phòng 3',
      '09:30',
      '26/11/2026',
      'LH-2611-0042',
      'Cảm ơn quý khách!',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Phiếu in lại');
  });

  it('says it is a reprint, in English too', () => {
    expect(textOf(renderKioskTicket({ ...kioskTicket, reprint: true }, { lang: 'vi' }))).toContain(
      'Phiếu in lại',
    );
    const en = textOf(renderKioskTicket({ ...kioskTicket, reprint: true }, { lang: 'en' }));
    expect(en).toContain('Your queue number');
    expect(en).toContain('Reprinted ticket');
  });
});
