// Strings of issue G: appointments.
const appointments = {
  title: 'Lịch hẹn',
};

export default appointments;
