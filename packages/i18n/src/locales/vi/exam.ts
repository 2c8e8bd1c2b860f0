// Strings of the doctor's exam screen (issue N).
const exam = {
  title: 'Khám bệnh',
};

export default exam;
