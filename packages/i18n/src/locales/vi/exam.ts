// Strings of the doctor's exam screen.
const exam = {
  title: 'Khám bệnh',
  intro: 'Lượt khám {{code}} · {{date}} {{time}}',
  loading: 'Đang tải lượt khám…',
  notFound: {
    title: 'Không tìm thấy lượt khám',
    description: 'Lượt khám này không tồn tại hoặc không thuộc phòng khám của bạn.',
    back: 'Về danh sách khám',
  },
  back: 'Danh sách khám',
  header: {
    label: 'Thông tin bệnh nhân',
    age: { other: '{{count}} tuổi' },
    phone: 'SĐT {{phone}}',
    order: 'Số thứ tự',
    noOrder: 'Chưa có số',
    doctor: 'Bác sĩ',
    walkIn: 'Khách vãng lai',
  },
  allergy: {
    title: 'Dị ứng',
    label: 'Bệnh nhân có tiền sử dị ứng',
  },
  summary: {
    title: 'Tóm tắt bệnh nhân',
    symptom: 'Triệu chứng khi đặt lịch',
    medicalHistory: 'Tiền sử bệnh',
    height: 'Chiều cao',
    heightValue: '{{value}} cm',
    weight: 'Cân nặng',
    weightValue: '{{value}} kg',
    none: 'Chưa ghi nhận',
    measuredOn: 'đo ngày {{date}}',
    fromRecord: 'theo hồ sơ',
    vitals: 'Sinh hiệu khi tiếp đón',
    diagnoses: 'Chẩn đoán gần đây (ICD-10)',
    patientError: 'Không đọc được hồ sơ bệnh nhân: {{error}}',
  },
  section: {
    label: 'Các phần của lượt khám',
    shortcut: 'Phím tắt: Alt+{{key}}',
    checkIn: 'Phiếu tiếp đón',
    services: 'Dịch vụ',
    resultSheets: 'Phiếu kết quả',
    prescription: 'Đơn thuốc',
    visits: 'Lần khám trước',
  },
  checkInSheet: {
    none: 'Lượt khám này không có phiếu tiếp đón.',
    loading: 'Đang tải phiếu tiếp đón…',
  },
  toolbar: {
    label: 'Thao tác lượt khám',
    start: 'Bắt đầu khám',
    finish: 'Kết thúc khám',
    calculators: 'Công cụ tính',
    pregnancy: 'Tính tuổi thai và ngày dự sinh',
    readOnly: 'Lượt khám ở trạng thái “{{status}}”: chỉ xem.',
  },
  pendingServices: {
    title: 'Còn dịch vụ chưa làm xong',
    message: { other: 'Lượt khám còn {{count}} dịch vụ chưa làm xong:' },
    detail: 'Kết thúc khám bây giờ thì các dịch vụ này vẫn để nguyên trạng thái. Tiếp tục kết thúc khám?',
    confirm: 'Vẫn kết thúc khám',
    back: 'Quay lại',
  },
  finish: {
    noServices: 'Lượt khám chưa có dịch vụ nào được chỉ định.',
    noSheets: 'Lượt khám chưa có phiếu kết quả nào.',
  },
};

export default exam;
