// Strings of issue F: doctor schedules (screen 9).
const schedules = {
  title: 'Lịch làm việc',
};

export default schedules;
