// Strings of issue E: patients.
const patients = {
  title: '',
};

export default patients;
