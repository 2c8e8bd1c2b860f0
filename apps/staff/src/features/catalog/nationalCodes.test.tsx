import type { Doctor, Medicine, ResourceClient } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doctors } from '../../shared/resources/descriptions/doctors';
import { ResourceForm } from '../../shared/resources/ResourceForm';
import { medicine } from '../../shared/testing/catalog';
import { renderScreen } from '../../shared/testing/renderScreen';
import { medicines } from './medicines';

// The codes the national e-prescription system needs in the generic forms: the medicine's national drug
// code and prescription kind (basic unless told), the doctor's practising certificate and prescriber code.

afterEach(cleanup);

const morphine = medicine(5, 'Morphin 10mg', {
  price: 15000,
  nationalDrugCode: 'VD-1234-20',
  prescriptionKind: 'n',
});

/** A client that records what the form sends. */
function stub<Item, Input>(item: Item) {
  return {
    name: 'stub',
    list: vi.fn(),
    all: vi.fn(),
    get: vi.fn(),
    create: vi.fn(async (_input: Input) => item),
    update: vi.fn(async (_id: number, _input: Input) => item),
    remove: vi.fn(),
    setEnabled: vi.fn(),
  } as unknown as ResourceClient<Item, Input> & {
    create: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
  };
}

describe('national codes in the set-up forms', () => {
  it('a new medicine is basic unless picked otherwise, with its national drug code', async () => {
    const client = stub<Medicine, unknown>(morphine);
    renderScreen(
      <ResourceForm
        description={medicines(i18n.t)}
        client={client}
        item={null}
        open
        onClose={() => undefined}
      />,
      { screens: [ScreenId.MedicineLibrary] },
    );
    const kind = (await screen.findByLabelText(/^Loại đơn/)) as HTMLSelectElement;
    expect(kind.value).toBe('c');
    expect([...kind.options].filter((o) => o.value).map((o) => o.textContent)).toEqual([
      'Cơ bản',
      'Gây nghiện',
      'Hướng thần/tiền chất',
      'Y học cổ truyền',
    ]);
    fireEvent.change(screen.getByLabelText(/^Tên thuốc/), { target: { value: 'Diazepam 5mg' } });
    fireEvent.change(screen.getByLabelText(/^Giá bán/), { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText(/^Mã thuốc quốc gia/), { target: { value: 'VD-5555-19' } });
    fireEvent.change(kind, { target: { value: 'h' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(client.create).toHaveBeenCalledTimes(1));
    expect(client.create.mock.calls[0]?.[0]).toMatchObject({
      name: 'Diazepam 5mg',
      nationalDrugCode: 'VD-5555-19',
      prescriptionKind: 'h',
    });
  });

  it('an edited medicine keeps its code and kind', async () => {
    const client = stub<Medicine, unknown>(morphine);
    renderScreen(
      <ResourceForm
        description={medicines(i18n.t)}
        client={client}
        item={morphine}
        open
        onClose={() => undefined}
      />,
      { screens: [ScreenId.MedicineLibrary] },
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/^Mã thuốc quốc gia/) as HTMLInputElement).value).toBe('VD-1234-20'),
    );
    expect((screen.getByLabelText(/^Loại đơn/) as HTMLSelectElement).value).toBe('n');
    fireEvent.change(screen.getByLabelText(/^Giá bán/), { target: { value: '16000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(client.update).toHaveBeenCalledTimes(1));
    expect(client.update.mock.calls[0]?.[1]).toMatchObject({
      nationalDrugCode: 'VD-1234-20',
      prescriptionKind: 'n',
    });
  });

  it("the doctor's practising certificate and prescriber code are sent, blank as none", async () => {
    const client = stub<Doctor, unknown>({} as Doctor);
    renderScreen(
      <ResourceForm description={doctors} client={client} item={null} open onClose={() => undefined} />,
      { screens: [ScreenId.Doctors] },
    );
    fireEvent.change(await screen.findByLabelText(/^Họ và tên/), { target: { value: 'BS. Trần Lan' } });
    fireEvent.change(screen.getByLabelText(/^Mã bác sĩ/), { target: { value: 'BS01' } });
    fireEvent.change(screen.getByLabelText(/^Số chứng chỉ hành nghề/), {
      target: { value: '001234/HCM-CCHN' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(client.create).toHaveBeenCalledTimes(1));
    expect(client.create.mock.calls[0]?.[0]).toMatchObject({
      practisingCertificate: '001234/HCM-CCHN',
      nationalPrescriberCode: null,
    });
    expect(screen.getByLabelText(/^Mã liên thông bác sĩ \(đơn thuốc quốc gia\)/)).toBeTruthy();
  });
});
