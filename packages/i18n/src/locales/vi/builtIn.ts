// Names of what every clinic starts with (docs/product.md#lists-and-data): the fixed properties by internal name and the default form
// of each record type. The API stores these Vietnamese names (forms.service.ts reads them from here); the
// screens show a built-in one in the user's language (builtIn.ts), and a clinic's own names as typed.
const builtIn = {
  property: {
    height: 'Chiều cao (cm)',
    weight: 'Cân nặng (kg)',
    medical_history: 'Tiền sử bệnh',
    allergy: 'Dị ứng',
    diagnosis: 'Chẩn đoán',
    symptom: 'Triệu chứng',
    conclusion: 'Kết luận',
    next_appointment_date: 'Ngày tái khám',
    pulse: 'Mạch (lần/phút)',
    temperature: 'Nhiệt độ (°C)',
    blood_pressure: 'Huyết áp (mmHg)',
    spo2: 'SpO₂ (%)',
  },
  form: {
    clinicPatient: 'Hồ sơ bệnh nhân',
    checkInSheet: 'Phiếu tiếp nhận',
    serviceSheet: 'Phiếu kết quả',
  },
};

export default builtIn;
