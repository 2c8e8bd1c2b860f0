import { Gender, PrescriptionKind } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { nationalPayload, type SendData } from './payload.js';

// A fixture prescription and, written out by hand, the payload the national system must receive for it.
const fixture: SendData = {
  facilityCode: '40618',
  timeZone: 'Asia/Ho_Chi_Minh',
  prescription: {
    kind: PrescriptionKind.Basic,
    nationalCode: '406180001935-c',
    diagnoses: [
      { code: 'J02.9', name: 'Viêm họng cấp, không đặc hiệu' },
      { code: 'R50.9', name: 'Sốt, không đặc hiệu' },
    ],
    diagnosis: ' Họng đỏ, sốt nhẹ 38°C ',
    advice: 'Uống nhiều nước ấm, tái khám nếu sốt trên 3 ngày.',
    reExamDate: '2026-12-02',
    // 09:05:07 in Ho Chi Minh City (UTC+7).
    createdAt: new Date('2026-11-27T02:05:07.000Z'),
  },
  patient: {
    code: 'BN000042',
    fullName: 'Nguyễn Thị Hoa',
    gender: Gender.Female,
    birthday: '1990-03-08',
    yearOfBirth: 1990,
    weightKg: 52.5,
    address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    phone: '0901234567',
    citizenId: '079190004321',
    // An adult: a guardian on her record is not sent.
    guardianName: 'Nguyễn Văn Tư',
    guardianCitizenId: null,
  },
  doctor: {
    name: 'BS. Trần Văn Minh',
    practisingCertificate: '004512/HCM-CCHN',
    nationalPrescriberCode: 'BS40618-0007',
  },
  lines: [
    {
      name: 'Panadol Extra',
      ingredients: 'Paracetamol 500mg, Cafein 65mg',
      nationalDrugCode: 'VN-19864-16',
      unit: 'tablet',
      quantity: 10,
      morning: 1,
      noon: 0,
      afternoon: 0,
      evening: 1,
      days: 5,
      route: 'oral',
      food: 'after',
      doseUnit: null,
      note: 'Uống nhiều nước',
    },
    {
      name: 'Strepsils',
      ingredients: null,
      nationalDrugCode: 'VN-20001-17',
      unit: 'blister',
      quantity: 1,
      morning: 0,
      noon: 0,
      afternoon: 0,
      evening: 0,
      days: null,
      route: 'oral',
      food: 'any',
      doseUnit: 'tablet',
      note: 'Ngậm 1 viên khi đau họng',
    },
  ],
};

const expected = {
  loai_don_thuoc: 'c',
  ma_don_thuoc: '406180001935-c',
  ma_co_so_kham_chua_benh: '40618',
  ho_ten_benh_nhan: 'Nguyễn Thị Hoa',
  ngay_sinh_benh_nhan: '08/03/1990',
  gioi_tinh: 2,
  can_nang: '52.5',
  dia_chi: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  so_dien_thoai: '0901234567',
  ma_benh_nhan: 'BN000042',
  ma_dinh_danh_cong_dan: '079190004321',
  thong_tin_nguoi_giam_ho: '',
  chan_doan: [
    {
      ma_chan_doan: 'J02.9',
      ten_chan_doan: 'Viêm họng cấp, không đặc hiệu',
      ket_luan: 'Họng đỏ, sốt nhẹ 38°C',
    },
    { ma_chan_doan: 'R50.9', ten_chan_doan: 'Sốt, không đặc hiệu', ket_luan: '' },
  ],
  thong_tin_don_thuoc: [
    {
      ma_thuoc: 'VN-19864-16',
      biet_duoc: 'Panadol Extra',
      ten_thuoc: 'Paracetamol 500mg, Cafein 65mg',
      don_vi_tinh: 'Viên',
      so_luong: 10,
      cach_dung: 'Uống sau ăn. Sáng 1 viên, tối 1 viên. Dùng 5 ngày. Ghi chú: Uống nhiều nước',
    },
    {
      ma_thuoc: 'VN-20001-17',
      biet_duoc: 'Strepsils',
      ten_thuoc: 'Strepsils',
      don_vi_tinh: 'Vỉ',
      so_luong: 1,
      cach_dung: 'Uống. Ghi chú: Ngậm 1 viên khi đau họng',
    },
  ],
  loi_dan: 'Uống nhiều nước ấm, tái khám nếu sốt trên 3 ngày.',
  ngay_tai_kham: '02/12/2026',
  ngay_gio_ke_don: '2026-11-27 09:05:07',
  ho_ten_bac_si: 'BS. Trần Văn Minh',
  ma_lien_thong_bac_si: 'BS40618-0007',
  so_chung_chi_hanh_nghe: '004512/HCM-CCHN',
};

describe('the national payload of a prescription', () => {
  it('matches the hand-written payload of the fixture', () => {
    expect(nationalPayload(fixture)).toEqual({ missing: [], payload: expected });
  });

  it('writes a male patient as 1, a birth year alone as the year, and no weight as empty', () => {
    const built = nationalPayload({
      ...fixture,
      patient: { ...fixture.patient, gender: Gender.Male, birthday: null, yearOfBirth: 1985, weightKg: null },
    });
    expect(built).toMatchObject({ payload: { gioi_tinh: 1, ngay_sinh_benh_nhan: '1985', can_nang: '' } });
  });

  it('names everything it cannot send instead of sending it', () => {
    const built = nationalPayload({
      ...fixture,
      prescription: { ...fixture.prescription, diagnoses: [] },
      patient: { ...fixture.patient, birthday: null, yearOfBirth: null },
      doctor: { ...fixture.doctor, nationalPrescriberCode: null },
      lines: [fixture.lines[0]!, { ...fixture.lines[1]!, nationalDrugCode: null }],
    });
    expect(built).toEqual({
      missing: [
        { field: 'BS. Trần Văn Minh', message: 'national.doctorCodes' },
        { field: 'Nguyễn Thị Hoa', message: 'national.patientBirth' },
        { field: 'Strepsils', message: 'national.drugCode' },
        { message: 'national.diagnosis' },
      ],
    });
  });

  it("sends a child's guardian, and refuses a child under 72 months without one", () => {
    // Prescribed on 27/11/2026: born 28/11/2020 is 71 months old; with the year alone, 2021 is under 72 months.
    const child = (birthday: string | null, yearOfBirth: number, guardianName: string | null) =>
      nationalPayload({
        ...fixture,
        patient: {
          ...fixture.patient,
          citizenId: null,
          birthday,
          yearOfBirth,
          guardianName,
          guardianCitizenId: '079088009999',
        },
      });
    expect(child('2020-11-28', 2020, 'Trần Văn Nam')).toMatchObject({
      payload: { ma_dinh_danh_cong_dan: '', thong_tin_nguoi_giam_ho: 'Trần Văn Nam; 079088009999' },
    });
    expect(child('2020-11-28', 2020, null)).toEqual({
      missing: [{ field: 'Nguyễn Thị Hoa', message: 'national.guardian' }],
    });
    expect(child(null, 2021, ' ')).toEqual({
      missing: [{ field: 'Nguyễn Thị Hoa', message: 'national.guardian' }],
    });
    // 72 months old on the day, or only a year that may be older: no guardian asked for, none sent.
    expect(child('2020-11-27', 2020, null)).toMatchObject({ payload: { thong_tin_nguoi_giam_ho: '' } });
    expect(child(null, 2020, null)).toMatchObject({ payload: { thong_tin_nguoi_giam_ho: '' } });
  });
});
