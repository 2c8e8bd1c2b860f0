import { type Language, type PaperSize, type PrintKind, paperSizes, printDemoData } from '@clinic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { qrDataUrl, renderDocument, renderKioskTicket } from './index';

// Every built-in print template with demo data, at each paper size (A5, A4, 80 mm roll) side by side.

function qrPayloadOf(kind: PrintKind): string | null {
  if (kind === 'invoice') return printDemoData('invoice').transfer?.qrPayload ?? null;
  if (kind === 'appointment') return printDemoData('appointment').qrPayload;
  return null;
}

function Paper({ html, label }: { html: string; label: string }) {
  return (
    <figure>
      <figcaption>{label}</figcaption>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the escaping print template's own output */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}

function Documents({ kind, lang }: { kind: PrintKind; lang: Language }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    const payload = qrPayloadOf(kind);
    if (payload) void qrDataUrl(payload).then(setQr);
  }, [kind]);
  const sizes: PaperSize[] = ['A5', 'A4', ...paperSizes.filter((size) => size !== 'A5' && size !== 'A4')];
  return (
    <div>
      {sizes.map((paper) => (
        <Paper
          key={paper}
          label={paper}
          html={renderDocument(kind, printDemoData(kind), { paper, lang, qrDataUrl: qr })}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'Print/Documents',
  component: Documents,
  args: { kind: 'prescription', lang: 'vi' },
  argTypes: { lang: { control: 'inline-radio', options: ['vi', 'en'] } },
} satisfies Meta<typeof Documents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prescription: Story = { args: { kind: 'prescription' } };
export const Invoice: Story = { args: { kind: 'invoice' } };
export const AppointmentSlip: Story = { args: { kind: 'appointment' } };
export const CheckInSheet: Story = { args: { kind: 'checkInSheet' } };
export const ResultSheet: Story = { args: { kind: 'resultSheet' } };

export const KioskTicket: Story = {
  render: ({ lang }) => (
    <Paper
      label="80mm"
      html={renderKioskTicket(
        {
          clinicName: 'Phòng khám Đa khoa An Bình',
          locationName: 'Cơ sở 1',
          orderNumber: 12,
          patientInitials: 'N.T.H.N.',
          doctorName: 'BS. Trần Văn Minh',
          room: 'Phòng 3',
          time: '09:30',
          date: '2026-11-26',
          code: 'LH-2611-0042',
          reprint: false,
        },
        { lang },
      )}
    />
  ),
};
