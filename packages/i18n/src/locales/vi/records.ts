// Strings of issue E: records.
const records = {
  title: '',
};

export default records;
