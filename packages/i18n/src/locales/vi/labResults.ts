// Strings of lab results (41), re-examinations (42) and the date calculators (issue N).
const labResults = {
  title: 'Kết quả xét nghiệm',
};

export default labResults;
