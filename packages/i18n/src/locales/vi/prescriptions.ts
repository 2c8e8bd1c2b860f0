// Strings of the prescription editor and prescription templates (screen 25) (issue N).
const prescriptions = {
  title: 'Đơn thuốc',
};

export default prescriptions;
