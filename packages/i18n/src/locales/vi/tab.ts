const tab = {
  settings: 'Cài đặt',
  operations: 'Vận hành',
  stock: 'Kho',
  lists: 'Danh sách',
  reports: 'Báo cáo',
};

export default tab;
