import type { NationalPrescriptionPayload } from './gateway.js';

/**
 * A valid "gửi đơn thuốc" payload, written by hand (not built by the mapping): a basic prescription ('c') of
 * facility 406180001 with two diagnoses and two medicines. Tests copy it and break one field.
 */
export const validNationalPayload: NationalPrescriptionPayload = {
  loai_don_thuoc: 'c',
  ma_don_thuoc: '406180001935-c',
  ma_co_so_kham_chua_benh: '406180001',
  ho_ten_benh_nhan: 'Trần Thị Bình',
  ngay_sinh_benh_nhan: '14/03/1988',
  gioi_tinh: 2,
  can_nang: '52',
  dia_chi: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
  so_dien_thoai: '0912345678',
  ma_benh_nhan: 'BN000123',
  ma_dinh_danh_cong_dan: '079188001234',
  thong_tin_nguoi_giam_ho: '',
  chan_doan: [
    {
      ma_chan_doan: 'J02.9',
      ten_chan_doan: 'Viêm họng cấp, không đặc hiệu',
      ket_luan: 'Viêm họng đỏ, sốt nhẹ',
    },
    { ma_chan_doan: 'R50', ten_chan_doan: 'Sốt không rõ nguyên nhân', ket_luan: '' },
  ],
  thong_tin_don_thuoc: [
    {
      ma_thuoc: 'VD-23893-15',
      biet_duoc: 'Augmentin 625mg',
      ten_thuoc: 'Amoxicilin + Acid clavulanic',
      don_vi_tinh: 'Viên',
      so_luong: 14,
      cach_dung: 'Sáng 1 viên, tối 1 viên, uống sau ăn, trong 7 ngày',
    },
    {
      ma_thuoc: 'VD-20570-14',
      biet_duoc: 'Panadol 500mg',
      ten_thuoc: 'Paracetamol',
      don_vi_tinh: 'Viên',
      so_luong: 10,
      cach_dung: 'Uống 1 viên khi sốt trên 38,5°C, cách nhau ít nhất 4 giờ',
    },
  ],
  loi_dan: 'Uống nhiều nước, súc miệng nước muối. Tái khám nếu sốt quá 3 ngày.',
  ngay_tai_kham: '28/11/2026',
  ngay_gio_ke_don: '2026-11-21 09:35:12',
  ho_ten_bac_si: 'BS. Nguyễn Văn An',
  ma_lien_thong_bac_si: '0123456789-BS',
  so_chung_chi_hanh_nghe: '003456/HCM-CCHN',
};
