// Strings of the ICD-10 diagnosis picker, on the prescription and the result sheets.
const icd10 = {
  label: 'Chẩn đoán (ICD-10)',
  placeholder: 'Gõ mã hoặc tên bệnh (vd. J02, viêm họng)',
  none: 'Không có mã ICD-10 nào khớp',
  failed: 'Không tìm được: không kết nối được máy chủ. Gõ lại để thử lần nữa.',
  typeToSearch: 'Gõ mã hoặc tên bệnh để tìm',
  picked: 'Các chẩn đoán đã chọn',
  remove: 'Bỏ chẩn đoán {{code}}',
  full: 'Đã đủ {{max}} chẩn đoán, bỏ bớt để thêm mã khác.',
  hint: 'Mũi tên lên xuống để chọn, Enter để thêm; Backspace khi ô trống bỏ chẩn đoán cuối.',
  freeText: 'Chẩn đoán (ghi thêm)',
};

export default icd10;
