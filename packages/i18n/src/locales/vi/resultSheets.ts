// Strings of result sheets and a patient's visit history (medical record) (issue N).
const resultSheets = {
  title: 'Phiếu kết quả',
};

export default resultSheets;
