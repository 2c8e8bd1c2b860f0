// Strings shared by every app: product name, generic actions, status words, languages.
const common = {
  product: {
    name: 'ClinicOS',
    fullName: 'ClinicOS — Quản lý phòng khám',
    tagline: 'Phần mềm quản lý phòng khám ngoại trú',
  },
  actions: {
    ok: 'OK',
    cancel: 'Hủy',
    close: 'Đóng',
    retry: 'Thử lại',
    save: 'Lưu',
  },
  status: {
    loading: 'Đang tải…',
    offline: 'Bạn đang ngoại tuyến',
  },
  gender: {
    male: 'Nam',
    female: 'Nữ',
  },
  language: {
    label: 'Ngôn ngữ',
    vi: 'Tiếng Việt',
    en: 'English',
  },
  api: {
    checking: 'API: đang kiểm tra…',
    ok: 'API: đang hoạt động',
    down: 'API: không kết nối được',
  },
};

export default common;
